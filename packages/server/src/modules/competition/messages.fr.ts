/** French texts of the statistics and week digest calls (the Dutch ones, whose keys these mirror, are in messages.ts). */
export const statisticsTextFr = {
  unknownClub: "Ce club n'existe pas.",
  unknownTeam: "Cette équipe n'existe pas.",
  resultWon: 'Gagné',
  resultLost: 'Perdu',
  resultEqual: 'Égalité',
  statusSetUp: 'Sélectionné',
  statusReserve: 'Réserve',
  statusAbsent: 'Absent',
  statusCanPlay: 'Peut jouer',
  statusCannotPlay: 'Ne peut pas jouer',
  statusNoAnswer: 'Pas de réponse',
  infoSetUp: 'Sélectionné comme joueur',
  infoReserve: 'Sélectionné comme réserve',
  infoVictories: (n: number) => `${n} ${n <= 1 ? 'victoire' : 'victoires'}`,
  infoNoAnswer: 'Pas encore de réponse',
};

/** French texts of the competition-site calls: my results and the live score. */
export const frenoyTextFr = {
  unknownMember: "Ce membre n'existe pas.",
  unknownMeeting: "Cette rencontre n'existe pas.",
  notOnSite: "Cette rencontre n'est pas connue sur le site de la compétition.",
  notYourHistory: "Tu ne peux consulter que l'évolution de ton propre classement (ou celui d'un membre lié).",
  notYourHeadToHead: "Tu ne peux consulter que tes propres face-à-face (ou ceux d'un membre lié).",
};
