import { localized } from '../../i18n/localized';

/** Dutch texts of the league screens (spec 01 section 2: home's league picker; spec 02 sections 2 and 8); French in messages.fr.ts. */
export const leagueTexts = localized({
  errorTitle: 'Fout/waarschuwing',
  league: 'League',
  subscribePrompt: 'Je bent nog niet ingeschreven voor deze league? Klik hier om je in te schrijven!',
  subscribeTitle: 'Inschrijven',
  remarks: 'Opmerkingen',
  confirmSubscription: 'Bevestig mijn inschrijving',
  close: 'Sluit',
  subscribed: 'Je bent ingeschreven voor deze league.',
  subscribeFailed: 'Fout bij het doorsturen van je inschrijving!',
  leaguesLoadFailed: 'Er trad een probleem op bij het ophalen van de leagues!',
  regulationsTitle: 'Reglement',
  regulationsLoadFailed: 'Er trad een fout op bij het ophalen van het reglement!',
  noRegulations: 'Er is (nog) geen reglement voor deze league.',
  subscriptionsTitle: 'Inschrijvingen',
  subscriptionsLoadFailed: 'Er trad een fout op bij het ophalen van de inschrijvingslijst!',
  noSubscriptions: 'Geen inschrijvingen',
  contactsHidden: 'Contactgegevens zien enkel de leagueverantwoordelijken en de kapiteins van een poule.',
  poule: (level: string, poule: number) => `Poule ${level}${poule}`,
  ranking: (r: string) => `Klassement: ${r}`,
  boy: 'Man',
  girl: 'Vrouw',
  count: (n: number) => (n === 1 ? '1 inschrijving' : `${n} inschrijvingen`),
}, () => import('./messages.fr').then((m) => m.leagueTexts));

export const leaguePageTexts = localized({
  period: 'Periode',
  notStarted: 'De league is nog niet gestart: de inschrijvingen zijn open.',
  myPoule: 'Mijn poule',
  myMatches: 'Mijn wedstrijden',
  pouleOf: (name: string) => `Poule van ${name}`,
  matchesOf: (name: string) => `Wedstrijden van ${name}`,
  allPoules: 'Alle poules',
  statistics: 'Statistieken',
  ranking: 'Rangschikking',
  noPoule: 'Je bent niet (meer) opgenomen in een poule voor deze periode.',
  poule: (level: string, poule: number) => `Poule ${level}${poule}`,
  showMatches: 'Toon wedstrijden',
  showStandings: 'Toon stand',
  playDate: (date: string, time: string, terrain: string) => `Speeldatum: ${[date, time, terrain].filter(Boolean).join(' · ')}`,
  noPlayDate: 'Speeldatum: nog niet vastgelegd',
  player: 'Speler',
  won: 'W',
  lost: 'V',
  gamesWon: 'G+',
  gamesLost: 'G-',
  saldo: 'Saldo',
  match: '#',
  serie: 'Periode',
  teams: 'Wedstrijd',
  score: 'Uitslag',
  pouleColumn: 'Poule',
  outcome: 'Resultaat',
  replacementHint: 'Vervanging',
  replaced: (name: string) => `vervangen door ${name}`,
  all: 'Alle',
  played: 'Gespeeld',
  toPlay: 'Te spelen',
  filterCount: (label: string, n: number) => `${label} (${n})`,
  level: 'Niveau',
  allLevels: 'Alle niveaus',
  playerSearch: 'Speler zoeken (min. 3 tekens)',
  noPoules: 'Geen poules',
  total: 'Tot.',
  replacements: 'Vrv',
  unfinished: 'Ng',
  rankingClass: 'Kl.',
  name: 'Naam',
  place: (n: number) => `plaats ${n}`,
  infoLoadFailed: 'Er trad een probleem op bij het opvragen van de league-informatie.',
  poulesLoadFailed: 'Er trad een probleem op bij het opvragen van de poules.',
  statisticsLoadFailed: 'Fout bij ophalen van de leaguestatistieken!',
  rankingLoadFailed: 'Er trad een probleem op bij het opvragen van de rangschikking.',
  matchesCaption: (poule: string) => `${poule}: wedstrijden`,
  standingsCaption: (poule: string) => `${poule}: stand`,
}, () => import('./messages.fr').then((m) => m.leaguePageTexts));

export const playerResultsTexts = localized({
  title: (name: string) => `Individuele resultaten van ${name}`,
  openFor: (name: string) => `Individuele resultaten van ${name}`,
  serie: (serie: string, period: string, poule: string) => `Periode ${serie} (${period}) · poule ${poule}`,
  won: 'gewonnen',
  lost: 'verloren',
  draw: 'gelijk',
  open: 'nog te spelen',
  replacedByHidden: ', vervangen door',
  none: 'Nog geen wedstrijden.',
  loadFailed: 'Fout bij ophalen van de spelersresultaten!',
  showResults: 'Toon resultaten',
}, () => import('./messages.fr').then((m) => m.playerResultsTexts));

/** The league page's actions: dialogs, footer, success popups and fallbacks (spec 02 sections 2, 5 and 8). */
export const leagueActionTexts = localized({
  enterResults: 'Inbrengen van de resultaten',
  replacePlayer: 'Spelersvervanging',
  playDateButton: 'Speeldatum doorgeven',
  close: 'Sluit',
  save: 'Registreer',
  // Results entry.
  resultsTitle: (poule: string) => `Resultaten ${poule}`,
  gamesOf: (team: string) => `Games ${team}`,
  scoreRange: 'Een score ligt tussen 0 en 99.',
  scoreBoth: 'Vul voor elke gespeelde wedstrijd de games van beide teams in.',
  scoreNone: 'Vul de games in van minstens één wedstrijd.',
  // Replacement.
  replaceTitle: 'Spelersvervanging',
  playerToReplace: 'Te vervangen speler',
  replacementMode: 'Wat wil je doen?',
  setReplacement: 'Vervanger registreren',
  cancelReplacement: 'Vervanging annuleren',
  replacement: 'Vervanger',
  reason: 'Reden',
  remarks: 'Opmerkingen',
  quitsLeague: 'Deze speler verlaat de league definitief (een speler van de wachtlijst neemt zijn plaats in vanaf de volgende periode)',
  leftLabel: (name: string) => `${name} (verliet de league)`,
  leftExplained: 'Deze speler verliet de league definitief. Als leagueverantwoordelijke kan je dat ongedaan maken wanneer het een vergissing was.',
  undoQuit: 'Maak de definitieve uitschrijving ongedaan',
  chooseBoth: 'Kies de te vervangen speler en een vervanger.',
  choosePlayer: 'Kies de te vervangen speler.',
  membersFailed: 'Er trad een probleem op bij het ophalen van de ledenfiches.',
  reasonsFailed: 'Er trad een probleem op bij het ophalen van de afwezigheidsredenen.',
  // Play date.
  playDateTitle: 'Geplande speeldatum',
  playDateWarning: 'Deze informatie is enkel informatief: de terreinreservatie bevat de juiste speeldatum.',
  date: 'Datum',
  time: 'Uur',
  terrain: 'Terrein',
  // Footer.
  help: 'Handleiding (PDF)',
  mailPoule: 'Stuur me een e-mail met de poule-info',
  mailQuestion: 'Wil je een e-mail ontvangen met de gegevens van je poule?',
  unsubscribe: 'Uitschrijven uit de league',
  undoUnsubscribe: 'Eerdere uitschrijving ongedaan maken',
  // Unsubscribe and undo.
  unsubscribeTitle: 'Uitschrijven uit de league',
  unsubscribeIntro: 'Je wordt na deze periode niet meer opgenomen in een poule.',
  unsubscribeRemarks: 'Waarom schrijf je je uit?',
  remarksRequired: 'Geef aan waarom je je wenst uit te schrijven!',
  confirmUnsubscribe: 'Bevestig mijn uitschrijving',
  undoTitle: 'Uitschrijving ongedaan maken',
  undoQuestion: 'Wil je je eerdere uitschrijving ongedaan maken en in de volgende periodes weer meespelen?',
  confirmUndo: 'Ja, maak ongedaan',
  unsubscribedNotice: 'Je bent uitgeschreven: na deze periode word je niet meer opgenomen in een poule.',
  footer: 'League',
}, () => import('./messages.fr').then((m) => m.leagueActionTexts));

/**
 * Per league action (spec 02 section 8): the success popup's title, and the error popup's text when the
 * server gives no message: the data layer's default (noMessage) or, without any answer, the screen's
 * 'Er trad een probleem op bij …' (unreachable; leagueFailure.ts).
 */
export const actionOutcomeTexts = localized({
  'league/pouleScore.php': {
    done: 'Resultaten geregistreerd',
    noMessage: 'Fout bij het registreren van de pouleresultaten!',
    unreachable: 'Er trad een probleem op bij het registreren van de resultaten voor deze poule.',
  },
  'league/replacePoulePlayer.php': {
    done: 'Vervanging geregistreerd',
    cancelled: 'Vervanging geannuleerd',
    noMessage: 'Fout bij het registreren van deze vervanging!',
    unreachable: 'Er trad een probleem op bij het registreren van deze vervanging.',
  },
  'league/undoQuitsLeague.php': {
    done: 'Definitieve uitschrijving ongedaan gemaakt',
    noMessage: 'Fout bij het ongedaan maken van deze definitieve uitschrijving!',
    unreachable: 'Er trad een probleem op bij het ongedaan maken van deze definitieve uitschrijving.',
  },
  'league/poulePlayDate.php': {
    done: 'Speeldatum geregistreerd',
    noMessage: 'Fout bij het registreren van de geplande speeldatum!',
    unreachable: 'Er trad een probleem op bij het registreren van de (geplande) speeldatum.',
  },
  'league/mailPoule.php': {
    done: 'E-mail verstuurd',
    noMessage: 'Fout bij het uitsturen van het e-mailbericht!',
    unreachable: 'Er trad een probleem op bij het versturen van het e-mailbericht.',
  },
  'league/unSubscribe.php': {
    done: 'Uitschrijving geregistreerd',
    noMessage: 'Fout bij het registreren van de uitschrijving!',
    unreachable: 'Er trad een probleem op bij het registreren van je uitschrijving.',
  },
  'league/undoUnSubscribe.php': {
    done: 'Uitschrijving ongedaan gemaakt',
    noMessage: 'Fout bij het annuleren van je uitschrijving!',
    unreachable: 'Er trad een probleem op bij het annuleren van je uitschrijving.',
  },
}, () => import('./messages.fr').then((m) => m.actionOutcomeTexts));

/** The poule's information, loaded fresh for the results entry (spec 02 section 8). */
export const pouleInformationFallbacks = localized({
  noMessage: 'Fout bij ophalen van de poule-informatie!',
  unreachable: 'Er trad een probleem op bij het ophalen van de poule-informatie.',
}, () => import('./messages.fr').then((m) => m.pouleInformationFallbacks));
