/** Dutch texts of sports camp (spec 02 section 2). */
export const sportsCampTexts = {
  subscriptionsTitle: 'Inschrijvingen',
  planningTitle: 'Dagplanning',
  trainerPresenceTitle: 'Mijn aanwezigheden als trainer',
  checkInTitle: 'Aanmelden - groep & moment',
  checkOutTitle: 'Afmelden - groep & moment',
  materialListTitle: 'Materiaal',
};
