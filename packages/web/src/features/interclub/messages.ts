/** Dutch texts of interclub (line-ups, statistics, week digest; spec 01 section 2). */
export const interclubTexts = {
  teamsTitle: 'Opstellingen',
  statisticsTitle: 'Ploegen',
  weekDigestTitle: 'Weekdigest',
};
