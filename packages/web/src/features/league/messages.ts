/** Dutch texts of league (spec 02 section 2). */
export const leagueTexts = {
  leagueTitle: 'League',
  leagueSubscriptionsTitle: 'Inschrijvingen league',
  leagueRegulationsTitle: 'Reglement',
};
