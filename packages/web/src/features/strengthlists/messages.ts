import { localized } from '../../i18n/localized';

/** Dutch texts of the strength lists (spec 02 sections 2 and 8); French in messages.fr.ts. */
export const strengthListsTexts = localized({
  title: 'Sterktelijsten',
  discipline: 'Discipline',
  empty: '(Nog) geen sterktelijst(en) beschikbaar',
  caption: (discipline: string) => `Sterktelijst ${discipline}`,
  listNumber: 'Lijstnr.',
  indexNumber: 'Index',
  associationId: 'Lidnr.',
  name: 'Naam',
  email: 'E-mail',
  ranking: 'Klassement',
  // The link shows the member's federation number: its name starts with it (what a voice user reads out).
  openOnSite: (number: string, name: string) => `${number}: ${name} op de competitiesite`,
  errorTitle: 'Er trad een fout op!',
  loadFailed: 'Er trad een probleem op bij het ophalen van de sterktelijsten.',
}, () => import('./messages.fr').then((m) => m.strengthListsTexts));
