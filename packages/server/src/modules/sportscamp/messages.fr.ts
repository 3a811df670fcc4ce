/** French texts the sports-camp calls answer with (the Dutch ones, whose keys these mirror, are in messages.ts). */
export const sportsCampTextFr = {
  notCampTrainer: "Seuls les entraîneurs d'un stage sportif peuvent consulter les données du stage.",
  notOwnTrainer: 'Tu peux uniquement consulter les données de stage de tes propres membres liés.',
  notThisCampTrainer: "Tu n'es pas entraîneur de ce stage sportif.",
  chooseMoment: "Choisis d'abord un groupe et un moment.",
  unknownMoment: "Ce moment du stage sportif n'existe pas.",
  unknownSubscription: "Ce participant n'est pas inscrit dans ce groupe.",
  unknownCamp: "Ce stage sportif n'existe pas.",
  dayOutsideCamp: "Le champ 'campDate' doit être un jour du stage sportif.",
  badAmpm: "Le champ 'ampm' doit valoir 'am' ou 'pm'.",
  alreadyCheckedOut: 'Le départ de ce participant a déjà été enregistré : son arrivée ne peut plus être modifiée.',
  notCheckedIn: "L'arrivée de ce participant n'a pas encore été enregistrée : son départ ne peut donc pas l'être.",
  badIds: "Le champ 'ids' doit contenir les numéros de tes journées de stage.",
  unknownTrainerPresence: "Cette journée de stage n'existe pas ou n'est pas la tienne.",
  futureTrainerPresence: "Tu ne peux enregistrer ta présence qu'à partir de la journée de stage elle-même.",
  transportRequired: "Le champ 'transport' est obligatoire si tu étais présent : choisis voiture ou vélo.",
  transportOnlyWhenPresent: "Le champ 'transport' ne s'indique que si tu étais présent.",
  remarksNewline: "Le champ 'remarks' ne peut pas contenir de retour à la ligne.",
  transportTypes: [
    { typeId: 1, description: 'Voiture' },
    { typeId: 2, description: 'Vélo' },
  ],
  morning: 'matin',
  afternoon: 'après-midi',
  /** Day abbreviations, Sunday first (Date.getUTCDay order): 'lun. 23/11 matin'. */
  weekdays: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
};
