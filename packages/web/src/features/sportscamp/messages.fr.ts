/** French texts of the sports-camp screens (the Dutch ones, whose keys these mirror, are in messages.ts). */
export const sportsCampTexts = {
  errorTitle: 'Une erreur est survenue !',
  close: 'Fermer',
  save: 'Enregistrer',
  moment: 'Groupe et moment',
  campMoment: 'Moment du stage',

  // Subscriptions (/subscriptions)
  subscriptionsTitle: 'Inscriptions',
  noSubscriptions: 'Aucune inscription',
  subscriptionsCount: (n: number) => (n <= 1 ? `${n} inscription` : `${n} inscriptions`),
  boy: 'Garçon',
  girl: 'Fille',
  clubMember: 'Membre du club',
  noPhotos: "Pas d'autorisation photo",
  photosAllowed: 'Autorisation photo',
  medication: 'Médication',
  extraInfo: 'Infos supplémentaires',
  experience: 'Expérience',
  parents: 'Parents',
  birthdayToday: "fête son anniversaire aujourd'hui",
  birthday: (name: string) => `${name} fête son anniversaire aujourd'hui !`,
  bornOn: (date: string) => `Né(e) le ${date}`,

  // Planning (/sportscampplanning)
  planningTitle: 'Planning du jour',
  views: { 1: 'Thème', 2: 'Matériel', 3: 'Thème+matériel', 4: 'Entraîneurs' } as Record<number, string>,
  theme: 'Thème',
  material: 'Matériel',
  trainers: 'Entraîneurs',
  noPlanning: 'Aucun planning',
  noMoments: 'Aucun moment de stage sportif',

  // Trainer presences (/trainerpresence)
  trainerPresencesTitle: 'Mes présences comme entraîneur',
  noTrainerPresences: 'Aucune liste de présences',
  presenceFormTitle: 'Ma présence',
  trainingGiven: "L'entraînement a-t-il été donné ?",
  yes: 'Oui',
  no: 'Non',
  transport: 'Comment es-tu venu ?',
  remarks: 'Remarques',
  remarksNoNewline: 'Les remarques tiennent sur une seule ligne.',
  chooseTransport: "Indique comment tu es venu, s'il te plaît.",
  chooseGiven: "Indique si l'entraînement a été donné, s'il te plaît.",
  presenceNotGiven: 'Pas encore indiquée',
  presenceYes: (transport: string) => `Entraînement donné · ${transport}`,
  presenceNo: 'Aucun entraînement donné',
  responsible: (name: string) => `Responsable : ${name}`,
  car: 'Voiture',
  bike: 'Vélo',

  // Check-in and check-out
  checkInTitle: 'Arrivée - groupe et moment',
  checkOutTitle: 'Départ - groupe et moment',
  checkedInCount: (n: number, total: number) => `Arrivées : ${n} sur ${total}`,
  checkedOutCount: (n: number, total: number) => `Départs : ${n} sur ${total}`,
  noneCheckedIn: "Aucun participant n'est encore arrivé !",
  checkedIn: 'Arrivé',
  checkedOut: 'Parti',
  checkInOf: (name: string) => `Arrivée de ${name}`,
  checkOutOf: (name: string) => `Départ de ${name}`,
  noChildren: 'Aucun participant dans ce groupe',

  // Check-in trail (/sportscamplog, beyond the spec: issue 28 item 16)
  logTitle: 'Arrivées et départs',
  logIntro: "Qui a enregistré l'arrivée et le départ de chaque enfant, et quand. Une journée de stage à la fois.",
  camp: 'Stage sportif',
  previousDay: 'Jour précédent',
  nextDay: 'Jour suivant',
  previous: 'Précédent',
  next: 'Suivant',
  noCamps: "Il n'y a aucun stage sportif à afficher.",
  noLogChildren: 'Aucun participant dans ce stage sportif',
  nothingLogged: 'Ni arrivée ni départ enregistrés',
  logDay: (campDate: string) => {
    const day = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][new Date(`${campDate}T00:00:00Z`).getUTCDay()];
    return `${day} ${campDate.slice(8, 10)}/${campDate.slice(5, 7)}/${campDate.slice(0, 4)}`;
  },
  /** 'Matin : arrivée enregistrée à 09:02 par Koen Jacobs'. */
  logLine: (ampm: 'am' | 'pm', action: 'checkIn' | 'checkOut', value: boolean, time: string, by: string) => {
    const what = action === 'checkIn' ? (value ? 'arrivée enregistrée' : 'arrivée annulée') : value ? 'départ enregistré' : 'départ annulé';
    return `${ampm === 'am' ? 'Matin' : 'Après-midi'} : ${what} à ${time} par ${by}`;
  },
  logCount: (checkedIn: number, total: number) => `Arrivées : ${checkedIn} sur ${total} ${total <= 1 ? 'participant' : 'participants'}`,
  logLoadFailed: 'Un problème est survenu lors de la récupération des arrivées et départs.',

  // Material (/materiallist)
  materialTitle: 'Matériel',
  onlyToday: "Uniquement le matériel utilisé aujourd'hui",
  noMaterial: 'Aucune liste de matériel',
  stock: (n: number) => `Stock : ${n}`,
  available: (n: number) => `Disponible : ${n}`,
  reserved: (n: number) => `Utilisé : ${n}`,
  usedOn: (camp: string, date: string) => `${camp} · ${date}`,
  photoOf: (description: string) => `Photo de ${description}`,

  // Home 'Mijn kampdag'
  campDayTitle: 'Ma journée de stage',
  noCampDay: "Aujourd'hui, tu ne donnes aucune activité lors d'un stage sportif.",
  morning: 'Matin',
  afternoon: 'Après-midi',
  toAttendances: 'Vers les présences',

  // Fallbacks of section 8
  subscriptionsLoadFailed: 'Un problème est survenu lors de la récupération de la liste des inscriptions.',
  momentsLoadFailed: 'Un problème est survenu lors de la récupération des moments du stage sportif.',
  planningLoadFailed: 'Un problème est survenu lors de la récupération du planning.',
  presencesLoadFailed: 'Un problème est survenu lors de la récupération de la liste des présences.',
  presenceUpdateFailed: 'Un problème est survenu lors de la modification de la présence.',
  checkOutFailed: "Un problème est survenu lors de l'enregistrement du départ.",
  materialLoadFailed: 'Un problème est survenu lors de la récupération de la liste du matériel.',
  dayPlanningLoadFailed: 'Un problème est survenu lors de la récupération du planning du jour !',
  registerFailed: "Un problème est survenu lors de l'enregistrement de ta présence.",
  transportLoadFailed: 'Un problème est survenu lors de la récupération des moyens de transport.',
};
