/** French texts of the weekly e-mail and its unsubscribe page (Dutch: messages.ts). */

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** 'samedi 16/05'. */
const longDate = (date: string) => `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!} ${date.slice(8, 10)}/${date.slice(5, 7)}`;

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** The mail: the same words as 'Ma semaine' on home (web features/home/messages.fr.ts) where it says the same. */
export const mailTextFr = {
  weekdays: WEEKDAYS,
  subject: (club: string, waiting: number) =>
    waiting === 0
      ? `Ta semaine chez ${club}`
      : `Ta semaine chez ${club} : ${waiting === 1 ? '1 question attend' : `${waiting} questions attendent`} ta réponse`,
  greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  intro: (club: string, from: string, until: string) => `Voici ta semaine chez ${club}, du ${longDate(from)} au ${longDate(until)}.`,
  waitingTitle: 'Attend ta réponse',
  waitingIntro: "Touche une ligne pour répondre dans l'app.",
  answerHere: 'Répondre',
  open: 'Ouvrir',
  toConfirm: 'Encore à confirmer',
  today: "Aujourd'hui",
  tomorrow: 'Demain',
  day: (date: string) => capital(longDate(date)),
  nothingPlanned: 'Rien de prévu cette semaine.',
  forMember: (name: string) => `pour ${name}`,
  // Interclubs
  home: 'à domicile',
  away: 'en déplacement',
  lineUp: 'Composition',
  labelled: (label: string, value: string) => `${label} : ${value}`,
  noLineUpYet: 'Composition à venir',
  driver: 'Chauffeur',
  youPlay: 'Tu joues',
  youCannot: 'Tu ne peux pas',
  inLineUp: 'Tu es dans la composition',
  // Training
  youCome: 'Tu viens',
  youCannotCome: (remark: string) => (remark ? `Tu ne peux pas : ${remark}` : 'Tu ne peux pas'),
  cancelled: 'Annulé',
  merged: 'Fusionné',
  youTrain: "Tu donnes l'entraînement",
  toBeConfirmed: (n: number) =>
    n === 0 ? "Présences indiquées : confirme l'entraînement" : n === 1 ? '1 présence encore à indiquer' : `${n} présences encore à indiquer`,
  // Play moments, camp, league
  reserved: 'Réservé',
  campDay: 'Journée de stage',
  presenceAsked: 'Indique ta présence',
  presenceGiven: 'Présence transmise',
  noTrainingGiven: "Pas d'entraînement donné",
  leaguePlayDate: (poule: string) => `Journée poule ${poule}`,
  toPlay: (n: number) => (n <= 1 ? `encore ${n} match à jouer` : `encore ${n} matchs à jouer`),
  // Results
  lastWeek: 'Semaine passée',
  won: 'gagné',
  lost: 'perdu',
  draw: 'nul',
  leagueResult: (won: number, lost: number) => `${won} ${won <= 1 ? 'gagné' : 'gagnés'}, ${lost} ${lost <= 1 ? 'perdu' : 'perdus'}`,
  // Footer
  openApp: "Ouvrir l'app",
  why: (club: string) => `Tu reçois cet e-mail chaque semaine de ${club} parce que tu as un compte dans l'app.`,
  unsubscribe: "Ne plus recevoir l'e-mail hebdomadaire",
  unsubscribeText: (url: string) => `Tu ne veux plus recevoir l'e-mail hebdomadaire ? Désactive-le : ${url}`,
  orInApp: "Tu peux aussi le désactiver et le réactiver dans l'app, sous",
  settings: 'Notifications',
};

/** The page the mail's unsubscribe link opens. */
export const unsubscribeTextFr = {
  title: 'E-mail hebdomadaire',
  ask: (email: string) =>
    email ? `Tu ne veux plus recevoir l'e-mail hebdomadaire à l'adresse ${email} ?` : "Tu ne veux plus recevoir l'e-mail hebdomadaire ?",
  button: "Désactiver l'e-mail hebdomadaire",
  done: "L'e-mail hebdomadaire est désactivé. Tu ne le recevras plus.",
  again: "Tu le veux quand même plus tard ? Active-le dans l'app, sous Notifications.",
  badLink: "Ce lien ne fonctionne pas (ou plus). Désactive l'e-mail hebdomadaire dans l'app, sous Notifications.",
  tooMany: 'Trop de liens non valides depuis cette adresse. Réessaie dans une heure.',
};
