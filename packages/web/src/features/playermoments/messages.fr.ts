/** French texts of play moments, presences and reservations (the Dutch ones, whose keys these mirror, are in messages.ts). */
export const playerMomentsTexts = {
  presencesTitle: 'Présences',
  reservationTitle: 'Nouvelle réservation',
  reservationsTitle: 'Réservations',
  reservedTitle: 'Annulation enregistrée',

  // Shared
  moment: 'Séance de jeu libre',
  cancel: 'Annuler',
  close: 'Fermer',
  reservationsCount: (count: number, capacity: number) => `${count} / ${capacity}`,
  reservationsCountLabel: 'Réservations',
  labelled: (label: string, value: string) => `${label} : ${value}`,
  full: "Cette séance de jeu libre est complète : il n'est plus possible de réserver.",
  joinWaitlist: "Me mettre sur la liste d'attente",
  onWaitlist: "Tu es sur la liste d'attente. Tu recevras une notification dès qu'une place se libère.",
  leaveWaitlist: "Me retirer de la liste d'attente",
  waitlistFailed: "L'inscription sur la liste d'attente n'a pas fonctionné.",
  noMoments: 'Aucune séance de jeu libre disponible',

  // New reservation (/reservation)
  reserveFor: 'Réserver pour',
  reservingFor: (name: string) => `Réservation pour ${name}`,
  noLinkedMember: "Aucun membre n'est lié à ton compte.",
  remark: 'Remarque',
  reserve: 'Réserver',
  toOverview: 'Vers mes réservations',
  confirmTitle: 'Confirmer la réservation',
  confirmQuestion: (name: string, moment: string) => `Veux-tu réserver ${moment} pour ${name} ?`,
  confirm: 'Confirmer',
  coronaTitle: 'Mesures corona',
  coronaText:
    "Respecte les mesures corona en vigueur : reste à la maison si tu es malade, désinfecte-toi les mains en " +
    'entrant et suis les consignes du club sur place.',
  coronaAgree: "D'accord, réserver",

  // Reservation overview (/reservations)
  noReservations: 'Aucune réservation',
  reserveAnother: 'Réserver une autre séance',
  reservedOn: (when: string) => `Réservé le ${when}`,
  cancelReservation: 'Annuler la réservation',
  cancelTitle: 'Annuler la réservation',
  cancelQuestion: (name: string, moment: string) => `Veux-tu annuler la réservation de ${name} pour ${moment} ?`,
  keepReservation: 'Non, la garder',
  confirmCancel: 'Oui, annuler',

  // Cancellation confirmation (/reserved)
  reservedText: 'Ton annulation a été enregistrée.',
  newReservation: 'Faire une nouvelle réservation',
  login: 'Se connecter',

  // Player presences (/presences)
  noResponsibleMoments: "Tu n'es responsable d'aucune séance de jeu libre à venir.",
  presenceList: 'Liste des présences',
  totalPresent: (present: number, total: number) => `Total présents : ${present} sur ${total}`,
  noPresences: "Encore personne sur la liste",
  occasional: 'Occasionnel',
  occasionalPlayer: 'Joueur occasionnel',
  add: 'Ajouter',

  // Errors (spec 01 section 8)
  errorTitle: 'Une erreur est survenue !',
  momentsLoadFailed: 'Une erreur est survenue lors de la récupération des séances de jeu libre !',
  presencesLoadFailed: 'Une erreur est survenue lors de la récupération de la liste des présences !',
  presenceUpdateFailed: 'Une erreur est survenue lors de la modification de la présence !',
  membersLoadFailed: 'Une erreur est survenue lors de la récupération des fiches de membre !',
  reservationsLoadFailed: 'Une erreur est survenue lors de la récupération des réservations !',
  reservationFailed: "Une erreur est survenue lors de l'enregistrement de ta réservation !",
  cancelFailed: "Une erreur est survenue lors de l'annulation de ta réservation !",
};
