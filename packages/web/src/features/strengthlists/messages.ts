/** Dutch texts of strength lists (spec 02 section 2). */
export const strengthListsTexts = {
  strengthListsTitle: 'Sterktelijsten',
};
