import { sessionKernelTexts } from '../../session/messages';

/** Dutch texts of member files (spec 01 and 02, sections 2, 3 and 8). */
export const membersTexts = {
  membersTitle: 'Ledenfiches',
  traineesTitle: 'Overzicht trainees',

  // Search card and list
  search: 'Zoek op naam',
  searchPlaceholder: 'Breng je zoekterm in',
  noMembers: 'Geen ledenfiches',
  count: (shown: number, total: number) => (shown === total ? `${total} leden` : `${shown} van ${total} leden`),

  // Member card
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

  // Errors (spec 01 section 8: the members fallback is the shell's own)
  errorTitle: sessionKernelTexts.errorTitle,
  loadFailed: sessionKernelTexts.membersLoadFailed,
};
