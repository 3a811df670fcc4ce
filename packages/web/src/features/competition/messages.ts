/** Dutch texts of competition results: my results, statistics and week digest (spec 01 sections 2 and 8). */
export const competitionTexts = {
  resultsTitle: 'Mijn resultaten',
  statisticsTitle: 'Ploegen',
  weekDigestTitle: 'Weekdigest',
};
