import { localized } from '../../i18n/language.ts';
import { adminTextFr, campTextFr, csvTextFr } from './messages.fr.ts';

/** Dutch texts of club administration (French: messages.fr.ts). */
const adminTextNl = {
  unknownMember: 'Dit lid bestaat niet in deze club.',
  memberSaved: (name: string) => `De gegevens van ${name} werden bewaard.`,
  memberAdded: (name: string) => `${name} werd toegevoegd als lid.`,
  memberStopped: (name: string) => `${name} is geen actief lid meer. Resultaten en geschiedenis blijven bewaard.`,
  memberRestarted: (name: string) => `${name} is opnieuw een actief lid.`,
  unknownAccount: 'Deze gebruiker bestaat niet in deze club.',
  emailTaken: "Het veld 'email' is ongeldig: dit e-mailadres wordt al gebruikt door een andere gebruiker.",
  memberNotOwn: "Het veld 'memberIds' bevat een lid dat niet tot deze club behoort.",
  ownAdministrator: 'Je kan je eigen beheerdersrecht niet afnemen: vraag dat aan een andere beheerder.',
  accountSaved: (email: string) => `De gebruiker ${email} werd bewaard.`,
  accountInactive: 'Deze gebruiker is niet actief: activeer hem eerst.',
  invited: (email: string) => `Er werd een uitnodiging verstuurd naar ${email}. De link is 7 dagen geldig.`,
  inviteSubject: (club: string) => `Je account voor de app van ${club}`,
  inviteText: (name: string, club: string, link: string) =>
    [
      `Dag ${name},`,
      '',
      `Je hebt nu een account voor de app van ${club}. Kies je wachtwoord met deze link (7 dagen geldig, één keer te gebruiken):`,
      '',
      link,
      '',
      'Daarna meld je je aan met je e-mailadres en dat wachtwoord.',
    ].join('\n'),
  tooManyInvites: 'Je hebt het maximum aantal uitnodigingen voor dit uur bereikt. Probeer het later opnieuw, of nodig iedereen in één keer uit.',
  invitedAll: (n: number) => (n === 1 ? 'Er werd een uitnodiging verstuurd naar 1 gebruiker.' : `Er werden uitnodigingen verstuurd naar ${n} gebruikers.`) + ' De links zijn 7 dagen geldig.',
  inviteWaiting: (n: number) => ` ${n === 1 ? '1 gebruiker wacht' : `${n} gebruikers wachten`} nog: het maximum van dit uur is bereikt. Nodig hen over een uur uit met dezelfde knop.`,
  inviteFailed: (emails: string[]) => ` De e-mail naar ${emails.join(', ')} kon niet verstuurd worden: nodig ${emails.length === 1 ? 'die gebruiker' : 'die gebruikers'} afzonderlijk opnieuw uit.`,
  nobodyToInvite: 'Er is niemand meer om uit te nodigen: elke actieve gebruiker heeft een wachtwoord of een geldige uitnodiging.',
  importHasRefusals: (n: number) =>
    `${n === 1 ? '1 regel werd' : `${n} regels werden`} geweigerd: verbeter het bestand, of importeer enkel de andere regels.`,
  imported: (add: number, change: number) => `Import klaar: ${add} ${add === 1 ? 'lid' : 'leden'} toegevoegd, ${change} gewijzigd.`,
  badFile: "Het veld 'file' is geen leesbaar bestand.",
  periodOrder: "Het veld 'dateTill' ligt voor 'dateFrom'.",
  periodTooLong: "Het veld 'dateTill' ligt meer dan een jaar na 'dateFrom'.",
  timeOrder: "Het veld 'endTime' ligt niet na 'startTime'.",
  memberUnknown: (field: string) => `Het veld '${field}' bevat een lid dat niet tot deze club behoort.`,
  trainerUnknown: (field: string) => `Het veld '${field}' is geen trainer van deze club.`,
  seriesCreated: (n: number) => `De reeks werd aangemaakt met ${n === 1 ? '1 spelmoment' : `${n} spelmomenten`}.`,
  unknownSeries: 'Deze reeks bestaat niet in deze club.',
  seriesEnded: (removed: number, kept: number) =>
    `De reeks stopt vandaag: ${removed} latere ${removed === 1 ? 'moment werd' : 'momenten werden'} verwijderd${kept ? `, ${kept} met reservaties ${kept === 1 ? 'blijft' : 'blijven'} staan` : ''}.`,
  unknownGroup: 'Deze trainingsgroep bestaat niet in deze club.',
  groupSaved: (name: string, n: number) => `De groep ${name} werd bewaard met ${n === 1 ? '1 trainee' : `${n} trainees`}.`,
  scheduleCreated: (n: number) => `De training werd aangemaakt met ${n === 1 ? '1 trainingsmoment' : `${n} trainingsmomenten`}.`,
  alreadyTrainer: 'Dit lid is al trainer.',
  unknownTeam: 'Deze ploeg bestaat niet in deze club.',
  serieCreated: (n: number) => `Periode ${n} werd aangemaakt. Loot de poules wanneer de inschrijvingen rond zijn.`,
  drawn: (poules: number, players: number, waiting: number) =>
    `De poules werden geloot: ${poules} poules met ${players} spelers${waiting ? `, ${waiting} op de wachtlijst` : ''}. De periode is gestart.`,
  levelTwice: "Het veld 'levels' bevat dezelfde code meer dan eens.",
  leagueSaved: (name: string) => `De league ${name} werd bewaard.`,
  closed: (n: number) => `Periode ${n} werd afgesloten: de rangschikking is definitief.`,
  settingsSaved: 'De instellingen van de club werden bewaard. De app toont ze binnen een halve minuut.',
  unknownReason: "Het veld 'absenceReasons' bevat een reden die niet tot deze club behoort.",
  linkTooLong: (field: string, max: number) => `Het veld '${field}' is te lang (maximaal ${max} tekens).`,
  badColour: "Het veld 'primaryColor' moet een kleur zijn als #1b6e3c: een hekje en zes hexadecimale cijfers.",
  badLogo: "Het veld 'logo' moet een GIF-, PNG- of JPEG-afbeelding of een webadres (https://…) zijn.",
  optionNumberTwice: "Het veld 'confirmationOptions' bevat hetzelfde nummer meer dan eens.",
  eraseConfirm: (name: string) => `Het veld 'confirm' moet de naam van het lid zijn ('${name}'): zo wis je niet per vergissing een ander lid.`,
  erased: (id: number) => `De persoonsgegevens van dit lid werden gewist. Resultaten en statistieken blijven, op naam van 'Gewist lid ${id}'.`,
  seasonYears: "Het veld 'season' moet twee opeenvolgende jaren zijn (bv. 2026-2027).",
  teamSaved: (name: string, n: number) => `De ploeg ${name} werd bewaard met ${n === 1 ? '1 speler' : `${n} spelers`}.`,
  syncDone: (s: { teamsCreated: number; teamsUpdated: number; meetingsCreated: number; meetingsUpdated: number; sheetPlayers: number; rankingRows: number; listedMembers: number }) =>
    `Synchronisatie klaar: ${s.teamsCreated} ploegen toegevoegd en ${s.teamsUpdated} gewijzigd, ${s.meetingsCreated} ontmoetingen toegevoegd en ${s.meetingsUpdated} gewijzigd, ` +
    `${s.sheetPlayers} spelers van wedstrijdbladen, ${s.rankingRows} rijen van reeksklassementen, ${s.listedMembers} leden op de clublijst van de federatie.`,
  syncStale: ' De competitiesite antwoordde niet: dit zijn de laatst bewaarde gegevens.',
  syncNoSite: 'Deze federatie heeft geen competitiesite om mee te synchroniseren.',
  syncOffline: 'Deze club synchroniseert niet met de competitiesite (offline ingesteld).',
  syncFailed: (why: string) => `De competitiesite kon niet bevraagd worden (${why}). Probeer het later opnieuw.`,
  trainerCreated: (name: string) => `${name} is nu trainer.`,
  trainerAccounts: (emails: string[]) => `${emails.length === 1 ? 'Het account' : 'De accounts'} ${emails.join(', ')} ${emails.length === 1 ? 'kan' : 'kunnen'} nu de trainersschermen gebruiken.`,
  trainerWithoutAccount: "Er is nog geen account aan dit lid gekoppeld: kies de trainer bij het account (Clubbeheer → Gebruikers en rechten) zodra het er is.",
  trainingModuleOff: "De module Trainingen staat nog uit: zet ze aan bij Clubbeheer → Instellingen, anders ziet de trainer geen trainingsmenu.",
};

export const adminText = localized(adminTextNl, adminTextFr);

/** Dutch texts of the members file import: the column names a refusal names, and why a row is refused. */
const csvTextNl = {
  columnNames: { firstName: 'Voornaam', lastName: 'Naam', gender: 'Geslacht' },
  missingColumns: (names: string[]) => `Het bestand mist ${names.length === 1 ? 'de kolom' : 'de kolommen'} ${names.map((n) => `'${n}'`).join(', ')}.`,
  empty: 'Het bestand bevat geen leden.',
  unclosedQuote: (line: number) => `Het aanhalingsteken op regel ${line} wordt nergens gesloten.`,
  required: (column: string) => `Kolom '${column}' is leeg.`,
  badGender: (column: string, value: string) => `Kolom '${column}': '${value}' is geen geslacht (M of V).`,
  badDate: (column: string, value: string) => `Kolom '${column}': '${value}' is geen geldige datum.`,
  badEmail: (column: string, value: string) => `Kolom '${column}': '${value}' is geen e-mailadres.`,
  badPhone: (column: string, value: string) => `Kolom '${column}': '${value}' is geen telefoonnummer.`,
  tooLong: (column: string, max: number) => `Kolom '${column}' is te lang (maximaal ${max} tekens).`,
  badCharacters: (column: string) => `Kolom '${column}' bevat ongeldige tekens.`,
  duplicate: (line: number) => `Dubbel met regel ${line}.`,
  ambiguous: (names: string[]) => `Past bij meer dan één lid: ${names.join(', ')}.`,
};

export const csvText = localized(csvTextNl, csvTextFr);

/** Dutch texts of camp administration. */
const campTextNl = {
  columnNames: { firstName: 'Voornaam', lastName: 'Naam', gender: 'Geslacht', birthdate: 'Geboortedatum', group: 'Groep' } as Record<string, string>,
  missingColumns: (names: string[]) => `Het bestand mist ${names.length === 1 ? 'de kolom' : 'de kolommen'} ${names.map((n) => `'${n}'`).join(', ')}.`,
  required: (line: number, column: string) => `Regel ${line}: kolom '${column}' is leeg.`,
  badGender: (line: number, value: string) => `Regel ${line}: '${value}' is geen geslacht (M of V).`,
  badDate: (line: number, value: string) => `Regel ${line}: '${value}' is geen geldige geboortedatum.`,
  unknownGroup: (line: number, value: string, groups: string[]) => `Regel ${line}: groep '${value}' bestaat niet in dit kamp (${groups.join(', ')}).`,
  badEmail: (line: number, value: string) => `Regel ${line}: '${value}' is geen e-mailadres.`,
  badCell: (line: number) => `Regel ${line}: een veld is te lang of bevat ongeldige tekens.`,
  refused: (n: number, reasons: string[]) => `Niets werd ingeschreven: ${n === 1 ? '1 regel is' : `${n} regels zijn`} niet in orde. ${reasons.slice(0, 10).join(' ')}${reasons.length > 10 ? ' …' : ''}`,
  imported: (n: number) => `${n === 1 ? '1 kind werd' : `${n} kinderen werden`} ingeschreven.`,
  unknownCamp: 'Dit kamp bestaat niet in deze club.',
  groupNotInCamp: "Het veld 'groupId' is geen groep van dit kamp.",
  campTooLong: "Het veld 'dateTill' ligt meer dan 14 dagen na 'dateFrom'.",
  noGroups: "Het veld 'groups' is leeg: een kamp heeft minstens één groep.",
  campSaved: (title: string) => `Het kamp ${title} werd bewaard.`,
  badPhoto: "Het veld 'photo' is geen GIF-, PNG- of JPEG-afbeelding.",
  materialSaved: (description: string) => `${description} werd bewaard.`,
  unknownMaterial: 'Dit materiaal bestaat niet in deze club.',
};

export const campText = localized(campTextNl, campTextFr);
