/** Dutch texts of play moments, presences and reservations (spec 01 section 2). */
export const playerMomentsTexts = {
  presencesTitle: 'Aanwezigheden',
  reservationTitle: 'Nieuwe reservatie',
  reservationsTitle: 'Reservaties',
  reservedTitle: 'Annulering geregistreerd',
};
