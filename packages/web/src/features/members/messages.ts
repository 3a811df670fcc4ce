/** Dutch texts of member files (spec 01 and 02, section 2). */
export const membersTexts = {
  membersTitle: 'Ledenfiches',
  traineesTitle: 'Overzicht trainees',
};
