import { localized } from '../../i18n/localized';

/** Texts of member files (spec 01 and 02, sections 2, 3 and 8); French in messages.fr.ts. */
export const membersTexts = localized({
  membersTitle: 'Ledenfiches',
  traineesTitle: 'Overzicht trainees',

  // Search card and list
  search: 'Zoek op naam',
  searchPlaceholder: 'Breng je zoekterm in',
  noMembers: 'Geen ledenfiches',
  count: (shown: number, total: number) => (shown === total ? `${total} leden` : `${shown} van ${total} leden`),

  // Member card
  /** A label before its value ('Adres: …'). */
  labelled: (label: string) => `${label}:`,
  address: 'Adres',
  email: 'E-mail',
  telephone: 'Telefoon',
  mobile: 'Gsm',
  birthdate: 'Geboortedatum',
  gender: 'Geslacht',
  genders: { M: 'Man', F: 'Vrouw' } as const,
  ranking: 'Klassement',
  associationId: 'Aansluitingsnummer',
  trainingGroups: 'Trainingsgroepen',
  traineeRemark: 'Opmerking',
  achievedObjectives: 'Behaalde doelstellingen',
  currentObjectives: 'Huidige doelstellingen',

  // Errors (spec 01 section 8: the members fallback is the shell's own, session/messages.ts, in the same words)
  errorTitle: 'Er trad een fout op!',
  loadFailed: 'Er trad een fout op bij het ophalen van de ledenfiches!',
}, () => import('./messages.fr').then((m) => m.membersTexts));
