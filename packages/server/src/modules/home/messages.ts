import { localized } from '../../i18n/language.ts';
import { mailTextFr, unsubscribeTextFr } from './messages.fr.ts';

/** Dutch texts of home's server side: the weekly e-mail (issue 32) and its unsubscribe page (French: messages.fr.ts). */

/** dd/mm, as the app writes a short date. */
export const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** 'zaterdag 16/05' ('samedi 16/05'): the weekday in the current language. */
export const longDate = (date: string): string => `${mailText.weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!} ${shortDate(date)}`;

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** The mail: the same words as 'Mijn week' on home (web features/home/messages.ts) where it says the same. */
const mailTextNl = {
  /** Weekday names, Sunday first (Date.getUTCDay order). */
  weekdays: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
  subject: (club: string, waiting: number) =>
    waiting === 0 ? `Je week bij ${club}` : `Je week bij ${club}: ${waiting === 1 ? '1 vraag wacht' : `${waiting} vragen wachten`} op je antwoord`,
  greeting: (name: string) => (name ? `Dag ${name},` : 'Dag,'),
  intro: (club: string, from: string, until: string) => `Dit is je week bij ${club}, van ${longDate(from)} tot ${longDate(until)}.`,
  waitingTitle: 'Wacht op je antwoord',
  waitingIntro: 'Tik op een regel om te antwoorden in de app.',
  answerHere: 'Antwoorden',
  open: 'Openen',
  toConfirm: 'Nog te bevestigen',
  today: 'Vandaag',
  tomorrow: 'Morgen',
  day: (date: string) => capital(longDate(date)),
  nothingPlanned: 'Niets gepland deze week.',
  forMember: (name: string) => `voor ${name}`,
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
  // Training
  youCome: 'Je komt',
  youCannotCome: (remark: string) => (remark ? `Je kan niet: ${remark}` : 'Je kan niet'),
  cancelled: 'Geannuleerd',
  merged: 'Samengevoegd',
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
  // Footer
  openApp: 'Open de app',
  why: (club: string) => `Je krijgt deze e-mail elke week van ${club} omdat je een account hebt in de app.`,
  unsubscribe: 'Geen wekelijkse e-mail meer',
  unsubscribeText: (url: string) => `Geen wekelijkse e-mail meer? Zet hem uit: ${url}`,
  orInApp: 'Je kan hem ook uit- en weer aanzetten in de app, onder',
  settings: 'Meldingen',
};

export const mailText = localized(mailTextNl, mailTextFr);

/** The page the mail's unsubscribe link opens (a GET shows it, its button posts). */
const unsubscribeTextNl = {
  title: 'Wekelijkse e-mail',
  ask: (email: string) => (email ? `Wil je de wekelijkse e-mail naar ${email} niet meer krijgen?` : 'Wil je de wekelijkse e-mail niet meer krijgen?'),
  button: 'Zet de wekelijkse e-mail uit',
  done: 'De wekelijkse e-mail staat uit. Je krijgt hem niet meer.',
  again: 'Wil je hem later toch weer? Zet hem aan in de app, onder Meldingen.',
  badLink: 'Deze link werkt niet (meer). Zet de wekelijkse e-mail uit in de app, onder Meldingen.',
  tooMany: 'Te veel ongeldige links vanaf dit adres. Probeer het over een uur opnieuw.',
};

export const unsubscribeText = localized(unsubscribeTextNl, unsubscribeTextFr);
