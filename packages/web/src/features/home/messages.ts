import { localized } from '../../i18n/localized';

/** Dutch texts of the home page (spec 01 section 2, Home) and 'Mijn week' (issue 30); French in messages.fr.ts. */
export const homeTexts = localized({
  login: 'Aanmelden',
  forgotPassword: 'Wachtwoord vergeten?',
  myResults: 'Mijn resultaten',
  teams: 'Ploegen',
  lineUps: 'Opstellingen',
  weekDigest: 'Weekdigest',
  shortcutTitle: 'Snelkoppeling op je gsm',
  shortcutIntro: 'Zet de app op het beginscherm van je gsm, dan open je hem met één tik:',
  shortcutIphone: 'iPhone (Safari): tik op het deel-icoon (vierkant met pijl) en kies "Zet op beginscherm".',
  shortcutAndroid: 'Android (Chrome): tik op het menu (⋮) en kies "Toevoegen aan startscherm".',
}, () => import('./messages.fr').then((m) => m.homeTexts));

/** 'Mijn week' on home. */
export const weekTexts = localized({
  title: 'Mijn week',
  loadFailed: 'Er trad een probleem op bij het ophalen van je week!',
  loading: 'Mijn week wordt geladen',
  waiting: (n: number) => (n === 1 ? '1 wacht op je antwoord' : `${n} wachten op je antwoord`),
  empty: 'Niets gepland deze week.',
  today: 'Vandaag',
  tomorrow: 'Morgen',
  toConfirm: 'Nog te bevestigen',
  /** Weekday names, Sunday first (Date.getUTCDay order): 'zaterdag 28/11'. */
  weekdays: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
  waitsForAnswer: 'Wacht op je antwoord',
  // Interclub
  home: 'thuis',
  away: 'uit',
  lineUp: 'Opstelling',
  /** 'Opstelling: Jan, Piet': a label and its value (French puts a space before the colon). */
  labelled: (label: string, value: string) => `${label}: ${value}`,
  noLineUpYet: 'Opstelling volgt',
  driver: 'Chauffeur',
  youPlay: 'Je speelt',
  youCannot: 'Je kan niet',
  inLineUp: 'Je staat in de opstelling',
  /** A meeting of a team the account follows (issue 34). */
  followedTeam: 'Je volgt deze ploeg',
  iPlay: 'Ik speel',
  iCannot: 'Ik kan niet',
  answerFailed: 'Er trad een fout op bij het aangeven of je al dan niet kan deelnemen!',
  // Training
  willAttend: 'Ik kom',
  cannotAttend: 'Ik kan niet',
  youCome: 'Je komt',
  youCannotCome: (remark: string) => (remark ? `Je kan niet: ${remark}` : 'Je kan niet'),
  cancelled: 'Geannuleerd',
  merged: 'Samengevoegd',
  confirmed: 'Bevestigd',
  reservationFailed: 'Er trad een fout op bij het doorgeven van je aanwezigheid!',
  errorTitle: 'Er trad een fout op!',
  // Trainer
  youTrain: 'Je geeft training',
  toBeConfirmed: (n: number) => (n === 0 ? 'Aanwezigheden aangeduid: bevestig de training' : `${n} aanwezigheden nog aan te duiden`),
  // Play moments, camp, league
  reserved: 'Gereserveerd',
  campDay: 'Kampdag',
  presenceAsked: 'Geef je aanwezigheid door',
  presenceGiven: 'Aanwezigheid doorgegeven',
  noTrainingGiven: 'Geen training gegeven',
  leaguePlayDate: (poule: string) => `Speeldag poule ${poule}`,
  toPlay: (n: number) => (n === 1 ? 'nog 1 wedstrijd te spelen' : `nog ${n} wedstrijden te spelen`),
  // Results
  lastWeek: 'Vorige week',
  won: 'gewonnen',
  lost: 'verloren',
  draw: 'gelijk',
  leagueResult: (won: number, lost: number) => `${won} gewonnen, ${lost} verloren`,
  forMember: (name: string) => `voor ${name}`,
}, () => import('./messages.fr').then((m) => m.weekTexts));
