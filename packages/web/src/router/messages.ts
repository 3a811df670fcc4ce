import { localized } from '../i18n/localized';

/** Dutch texts of the router's own screens (spec 01 section 2). */
export const routerTexts = localized({
  notFound: 'Pagina niet gevonden',
  toHome: 'Naar de startpagina',
  pageLoadFailed: 'Deze pagina kon niet geladen worden.',
  reload: 'Herlaad',
}, () => import('./messages.fr').then((m) => m.routerTexts));
