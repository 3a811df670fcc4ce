import { localized } from '../i18n/localized';

/** Texts of the shared widgets (spec 01 section 2, dropdowns; section 8, dialogs); French in messages.fr.ts. */
export const uiTexts = localized({
  selectPlaceholder: 'Selecteer optie',
  searchPlaceholder: 'Breng je zoekterm in',
  search: 'Zoeken',
  nothingFound: 'Geen resultaten',
  close: 'Sluit',
  loading: 'Bezig met laden...',
  retry: 'Herprobeer',
  refresh: 'Vernieuwen',
  needsNetwork: 'Hiervoor is een verbinding nodig. Het wordt geladen zodra je weer online bent.',
  scrollTable: (caption: string) => `${caption} (horizontaal scrollbaar)`,
  scrollHint: 'Schuif de tabel opzij voor meer kolommen',
  // The training absence form (spec 02 section 5), opened from the training screen and from home.
  absenceTitle: 'Afwezig melden',
  absenceReason: 'Reden',
  absenceRemark: 'Toelichting',
  absenceReasonRequired: 'Geef aan waarom je niet aanwezig kan zijn a.u.b.',
  absenceSend: 'Verstuur',
  absenceErrorTitle: 'Er trad een fout op!',
  absenceReasonsFailed: 'Er trad een probleem op bij het ophalen van de afwezigheidsredenen.',
}, () => import('./messages.fr').then((m) => m.uiTexts));
