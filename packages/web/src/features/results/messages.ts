/** Dutch texts of my results (spec 01 section 2). */
export const resultsTexts = {
  resultsTitle: 'Mijn resultaten',
};
