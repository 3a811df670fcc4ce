import { localized } from '../i18n/localized';

/** Dutch texts of loading the session's members (spec 01 section 8). */
export const sessionKernelTexts = localized({
  errorTitle: 'Er trad een fout op!',
  membersLoadFailed: 'Er trad een fout op bij het ophalen van de ledenfiches!',
}, () => import('./messages.fr').then((m) => m.sessionKernelTexts));
