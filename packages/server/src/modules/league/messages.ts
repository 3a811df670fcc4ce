import { localized } from '../../i18n/language.ts';
import { leagueHelpTextFr, leagueMailTextFr, leagueTextFr } from './messages.fr.ts';

/** Dutch texts the league calls answer with (French: messages.fr.ts). */
const leagueTextNl = {
  unknownLeague: 'Deze league bestaat niet.',
  unknownSerie: 'Deze periode bestaat niet.',
  unknownPoule: 'Deze poule bestaat niet.',
  notOwnMember: 'Je kan enkel je eigen gekoppelde leden inschrijven.',
  noOnlineSubscriptions: 'Inschrijven voor deze league kan niet via de app.',
  subscriptionsClosed: 'De inschrijvingen voor deze league zijn niet open.',
  alreadySubscribed: 'Je bent al ingeschreven voor deze league.',
  full: 'Het maximum aantal inschrijvingen voor deze league is bereikt.',
  pouleClosed: 'Deze poule is afgesloten of de periode loopt niet meer: er kan niets meer gewijzigd worden.',
  noResultEntry: 'Je kan geen resultaten of vervangingen registreren voor deze poule.',
  notPouleMatch: "Het veld 'matches' bevat een wedstrijd die niet tot deze poule behoort.",
  doubleMatch: "Het veld 'matches' bevat dezelfde wedstrijd meer dan eens.",
  resultsRegistered: (n: number) =>
    `De resultaten werden geregistreerd. Er werd een e-mail verstuurd naar alle spelers van de poule en de leagueverantwoordelijke(n) (${n} ontvangers).`,
  mailFailed: ' De e-mail kon echter niet verstuurd worden.',
  unknownPoulePlayer: 'Deze speler bestaat niet in een poule.',
  replacementMissing: "Het veld 'replacementid' ontbreekt: kies een vervanger.",
  unknownMember: "Het veld 'replacementid' is ongeldig: dit lid bestaat niet.",
  replacementInPoule: 'Deze vervanger speelt of vervangt al in deze poule.',
  noReplacementToCancel: 'Deze speler heeft geen vervanger: er is niets te annuleren.',
  quitNeedsReplacement: "Het veld 'quitsleague' kan enkel samen met een vervanging (replace 1).",
  alreadyQuit: 'Deze speler verliet de league definitief: enkel een leagueverantwoordelijke kan dat ongedaan maken.',
  notOwnSignOut:
    'Een speler verlaat de league definitief enkel op eigen vraag: dat kan enkel de speler zelf of een leagueverantwoordelijke aanduiden. Registreer de vervanging zonder die keuze.',
  noUndoSignOutRight: 'Enkel een leagueverantwoordelijke kan een definitieve uitschrijving ongedaan maken.',
  notSignedOut: 'Deze speler verliet de league niet: er is niets ongedaan te maken.',
  signOutUndone: (name: string, successor: string) =>
    `De definitieve uitschrijving van ${name} werd ongedaan gemaakt: ${name} speelt weer mee in de volgende periodes.${successor ? ` ${successor} staat weer op de wachtlijst.` : ''}`,
  badReason: "Het veld 'absencereasonid' is ongeldig.",
  replacementRegistered: (n: number) => `De vervanging werd geregistreerd. Er werd een e-mail verstuurd naar de vervangen speler en de leagueverantwoordelijke(n) (${n} ontvangers).`,
  replacementCancelled: (n: number) => `De vervanging werd geannuleerd. Er werd een e-mail verstuurd naar de speler en de leagueverantwoordelijke(n) (${n} ontvangers).`,
  replacedBy: (name: string) => `vervangen door ${name}`,
  replacementCancelledLine: 'de vervanging werd geannuleerd: je speelt zelf.',
  quitsLine: (successor: string) => `verlaat de league definitief${successor ? `; ${successor} neemt vanaf de volgende periode de plaats in` : ''}.`,
  noPlayDateRight: 'Je kan geen speeldatum registreren.',
  notOwnPoule: 'Je kan enkel de speeldatum van je eigen poule registreren.',
  playDateNotNow: 'De speeldatum kan enkel geregistreerd worden in de laatste, lopende periode.',
  playDateRegistered: 'De (geplande) speeldatum werd geregistreerd.',
  notInPoule: 'Je kan enkel de gegevens van je eigen poule opvragen.',
  noEmail: 'Er is geen e-mailadres gekend om naar te sturen.',
  pouleMailed: (to: string) => `Het e-mailbericht werd verstuurd naar ${to}. Even geduld: het kan enkele minuten duren. Kijk ook in je spam-map.`,
  mailNotSent: 'Fout bij het uitsturen van het e-mailbericht!',
  tooManyMails: 'Je hebt het maximum aantal e-mails voor dit uur bereikt. Probeer het later opnieuw.',
  resultsRegisteredMailHeld: 'De resultaten werden geregistreerd. Er werd geen e-mail verstuurd: je hebt het maximum aantal e-mails voor dit uur bereikt.',
  replacementRegisteredMailHeld: 'De vervanging werd geregistreerd. Er werd geen e-mail verstuurd: je hebt het maximum aantal e-mails voor dit uur bereikt.',
  replacementCancelledMailHeld: 'De vervanging werd geannuleerd. Er werd geen e-mail verstuurd: je hebt het maximum aantal e-mails voor dit uur bereikt.',
  unknownSubscription: 'Deze inschrijving bestaat niet.',
  notOwnSubscription: 'Je kan enkel je eigen inschrijving wijzigen.',
  noUnsubscribeRight: 'Uitschrijven via de app is voor jou niet mogelijk. Neem contact op met de leagueverantwoordelijke.',
  alreadyUnsubscribed: 'Je bent al uitgeschreven voor de volgende periodes.',
  signedOut: 'Je hebt de league definitief verlaten.',
  remarksRequired: "Het veld 'remarks' is leeg: geef aan waarom je je wenst uit te schrijven!",
  unsubscribeNotNow: 'Uitschrijven kan enkel met een poule in de laatste, lopende periode.',
  unsubscribed:
    'Je uitschrijving werd geregistreerd: je wordt niet meer opgenomen in de volgende periodes. Verwittig ook zelf de kapitein van je poule.',
  notUnsubscribed: 'Je bent niet uitgeschreven: er is niets te annuleren.',
  undone: 'Je uitschrijving werd geannuleerd: je wordt weer opgenomen in de volgende periodes.',
  alreadyDrawn: 'Deze periode is al geloot of gestart.',
  closeRunningFirst: 'Sluit eerst de lopende periode van deze league af.',
  fourPerPoule: 'Enkel poules van 4 spelers kunnen geloot worden: kijk de niveaus van deze league na.',
  notRunning: 'Enkel een lopende periode kan afgesloten worden.',
  serieStatus: { 0: 'Nog niet gestart', 1: 'Inschrijvingen', 2: 'Lopend', 9: 'Afgesloten' } as Record<number, string>,
  pouleStatus: (status: number) => (status >= 9 ? 'Afgesloten' : status >= 3 ? 'Gespeeld' : 'Te spelen'),
  subscriptionStatus: (status: number, unsubscribed = false) => (status === 9 ? 'League verlaten' : unsubscribed ? 'Uitgeschreven' : 'Ingeschreven'),
  /** league/statistics.php: the row adding up every period (serie 0). */
  statisticsTotal: 'Totaal',
};

export const leagueText = localized(leagueTextNl, leagueTextFr);

/** The league mails (leagueMails.ts): results, replacement and poule info, each in its recipient's language. */
const leagueMailTextNl = {
  /** Between a line's name and what follows ('1. A / B - C / D: 6-4'); French puts a space before it. */
  colon: ': ',
  pouleLabel: (level: string, poule: number) => `poule ${level}${poule}`,
  toPlay: 'nog te spelen',
  standing: (won: number, lost: number, saldo: number) => `${won} gewonnen, ${lost} verloren, saldo ${saldo}`,
  replacedBy: (name: string) => `vervangen door ${name}`,
  matches: 'Wedstrijden:',
  standings: 'Stand:',
  sentVia: 'Verstuurd via Clubhuis.',
  resultsSubject: (poule: string) => `Padelleague: resultaten ${poule}`,
  resultsIntro: (sender: string, poule: string) => `${sender} registreerde de resultaten van ${poule}.`,
  replacementSubject: (poule: string) => `Padelleague: spelersvervanging ${poule}`,
  replacementIntro: (sender: string, poule: string) => `${sender} registreerde een spelersvervanging in ${poule}.`,
  pouleSubject: (poule: string) => `Padelleague: ${poule}`,
  pouleIntro: (poule: string) => `Je ${poule}.`,
  players: 'Spelers:',
  captain: ' (kapitein)',
  playDate: (when: string, remarks: string) => `Speeldatum: ${when}${remarks ? ` (${remarks})` : ''}`,
  noPlayDate: 'nog niet vastgelegd',
  playDateInformative: 'De speeldatum is informatief: de terreinreservatie bevat de juiste datum.',
};

export const leagueMailText = localized(leagueMailTextNl, leagueMailTextFr);

/** The league page's help PDF (helpPdf.ts): what each part does. */
const leagueHelpTextNl = {
  title: 'Handleiding league in de app',
  heading: 'De league in de app',
  fileName: 'league-handleiding.pdf',
  sections: [
    ['Periode', 'Kies bovenaan de periode. Je ziet de lopende periode en de afgesloten periodes; een periode die nog niet gestart is, verschijnt pas bij de start.'],
    ['Mijn poule', 'De stand van je poule. Tik op "Toon wedstrijden" voor de wedstrijden en hun uitslag, en op de naam van een speler voor zijn individuele resultaten. Een vervangen speler staat doorgestreept, met zijn vervanger erbij.'],
    ['Resultaten inbrengen', 'De kapitein van de poule (speler 1), en naargelang de league ook de spelers van de poule, brengen de resultaten in met "Inbrengen van de resultaten": per wedstrijd het aantal games van elk team (0 tot 99). Alle spelers van de poule en de leagueverantwoordelijken krijgen een e-mail.'],
    ['Spelersvervanging', 'Kan een speler niet spelen, registreer dan zijn vervanger met "Spelersvervanging". Een vervangen speler zakt naar de onderste plaats van de poule. Verlaat de speler de league definitief, vink dat dan aan: een speler van de wachtlijst neemt vanaf de volgende periode zijn plaats in.'],
    ['Speeldatum', 'De afgesproken speeldatum, het uur en het terrein geef je door met "Speeldatum doorgeven". Dit is enkel informatief: de terreinreservatie bevat de juiste datum.'],
    ['E-mail met de poule-info', 'Onderaan vraag je een e-mail met de spelers van je poule, hun contactgegevens, de wedstrijden en de speeldatum. Kijk ook in je spam-map.'],
    ['Uitschrijven', 'Wil je na deze periode niet meer meespelen, schrijf je dan uit met een korte uitleg. Verwittig ook zelf de kapitein van je poule. Een uitschrijving kan je ongedaan maken zolang de periode loopt.'],
    ['Alle poules, statistieken en rangschikking', 'Bekijk alle poules (alle, gespeeld of te spelen, per niveau of per speler), de statistieken per periode en, na afloop van een periode, de rangschikking.'],
  ] as [string, string][],
};

export const leagueHelpText = localized(leagueHelpTextNl, leagueHelpTextFr);
