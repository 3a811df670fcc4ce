import { localized } from '../../i18n/language.ts';
import { interclubTextFr } from './messages.fr.ts';

/** Dutch texts the interclub calls answer with (refusals, verdict parts, mails, feeds); French in messages.fr.ts. */
const interclubTextNl = {
  unknownMeeting: 'Deze ontmoeting bestaat niet.',
  unknownTeam: 'Deze ploeg bestaat niet.',
  unknownMember: 'Dit lid bestaat niet.',
  past: 'Deze ontmoeting is voorbij: ze kan niet meer aangepast worden.',
  notOwnMember: 'Je kan enkel antwoorden voor je eigen leden of, als kapitein, voor je ploegspelers.',
  notOwnCalendar: 'Je kan enkel de kalenderlink van jezelf of een van je eigen leden laten mailen.',
  notOwnAbsences: 'Je kan enkel de afwezigheden van je eigen leden bekijken, of als kapitein die van andere spelers.',
  tooManyMails: 'Je liet het voorbije uur al te veel e-mails versturen. Probeer het later opnieuw.',
  notOwnDriver: 'Je kan enkel jezelf (of een van je eigen leden) als chauffeur opgeven.',
  optionMismatchParticipate: "Het veld 'confirmationoption' is geen keuze om deel te nemen.",
  optionMismatchDeny: "Het veld 'confirmationoption' is geen keuze om af te melden.",
  unknownOption: "Het veld 'confirmationoption' is ongeldig.",
  canDriveNotAllowed: "Het veld 'candrive' kan enkel voor een uitwedstrijd waaraan je deelneemt.",
  driverHomeMeeting: 'Voor een thuiswedstrijd is er geen chauffeur.',
  driverNotAllowed: 'Enkel wie deelneemt en kan rijden, kan zich als chauffeur opgeven.',
  driverTaken: 'Er is al een chauffeur voor deze ontmoeting.',
  notDriver: 'Dit lid is geen chauffeur voor deze ontmoeting.',
  noRelease: 'Ploegopstellingen worden in deze club niet via de app vrijgegeven.',
  mayNotCompose: 'Je mag de opstelling van deze ploeg niet aanpassen.',
  tooManyPlayers: (max: number) => `Het veld 'players' bevat te veel spelers (maximaal ${max}).`,
  duplicatePlayer: 'Een speler mag maar één keer in de opstelling staan.',
  unknownPlayer: (field: string) => `Het veld '${field}' bevat een onbekend of niet-actief lid.`,
  scoreNotBusy: 'De tussenstand kan enkel ingegeven worden terwijl de ontmoeting bezig is.',
  scoreKnown: 'De eindstand van deze ontmoeting is al gekend.',
  nothingToMail: 'Er is nog geen opstelling om te mailen.',
  noRecipients: 'Niemand in de opstelling heeft een e-mailadres.',
  noUserEmail: 'Je account heeft geen e-mailadres.',
  // Parts of the line-up verdict; CORRECT_COMPOSITION (contract) when none applies.
  belowIndex: (name: string, index: number, start: number) =>
    `${name} staat onder de startindex van de ploeg (index ${index}, start ${start}).`,
  noIndex: (name: string) => `${name} staat niet op de sterktelijst.`,
  otherTeam: (name: string, team: string) => `${name} staat deze week al opgesteld in ${team}.`,
  absent: (name: string) => `${name} heeft zich afwezig gemeld voor deze datum.`,
  tooFew: (count: number, need: number) => `Er zijn maar ${count} van de ${need} spelers opgesteld.`,
  // Composition log.
  addedPlayer: 'Toegevoegd als speler',
  addedReserve: 'Toegevoegd als reserve',
  removed: 'Verwijderd uit de opstelling',
  toReserve: 'Verplaatst naar de reserves',
  toPlayer: 'Verplaatst naar de spelers',
  remarksChanged: 'Opmerkingen aangepast',
  savedUnchanged: 'Opstelling opnieuw bewaard zonder wijzigingen',
  // Mails and feeds.
  mailedLineUp: (n: number) => `De opstelling werd gemaild naar ${n} ${n === 1 ? 'speler' : 'spelers'}.`,
  mailedFeed: (to: string) => `De link naar de kalender werd gemaild naar ${to}.`,
  /** The reserves' heading in a meeting's composition HTML and in the line-up mail. */
  reservesHeading: 'Reserves:',
  /** The short weekday names from Sunday, as Intl writes them (currentLocale) in a meeting's dateDescription. */
  weekdays: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
  /** A meeting's weekDescription: 'Week 5'. */
  weekWord: 'Week',
  // The line-up mail, one per player in that player's language.
  mailSubject: (team: string, week: number, meeting: string) => `Opstelling ${team} - week ${week}: ${meeting}`,
  mailHeading: (team: string, week: number, meeting: string) => `Opstelling ${team}, week ${week}: ${meeting}`,
  mailDate: (date: string, time: string, home: boolean) => `Datum: ${date} om ${time} (${home ? 'thuis' : 'uit'})`,
  mailAddress: (address: string) => `Adres: ${address}`,
  mailPlayers: 'Spelers:',
  mailRemarks: (remarks: string) => `Opmerkingen: ${remarks}`,
  mailSentBy: (sender: string) => `Verstuurd door ${sender} via Clubhuis.`,
  // The feed link mail, to the caller's own address.
  feedMailSubject: (feed: string) => `Clubhuis: ${feed}`,
  feedMailText: (feed: string, url: string) =>
    [
      `Abonneer je agenda op "${feed}" met deze link:`,
      '',
      url,
      '',
      'Voeg de link toe als agenda-abonnement (via URL) in je kalender-app; wijzigingen komen vanzelf door.',
    ].join('\n'),
  teamFeed: (team: string) => `Kalender van ${team}`,
  memberFeed: (name: string) => `Mijn ontmoetingen (${name})`,
  unknownFeed: 'Deze kalender bestaat niet.',
  // The calendar feed itself, in the language of the member (or the club, for a team) it is for.
  feedTeamName: 'Ploeg',
  feedMemberName: 'Mijn ontmoetingen',
  feedScore: (score: string) => `Uitslag: ${score}`,
  // Answer links (issue 34).
  linkUnusable: 'Deze link werkt niet (meer). Een antwoordlink geldt tot de ontmoeting begint; antwoord anders in de app.',
  tooManyLinkTries: 'Er werden vanaf dit adres te veel ongeldige links geprobeerd. Probeer het over een uur opnieuw.',
  linkAnswered: 'Je antwoord is doorgegeven. Je kan het hier wijzigen tot de ontmoeting begint.',
  linkAsks: (first: string) => `${first}, laat met deze persoonlijke link weten of je kan spelen (zonder aanmelden, tot de ontmoeting begint):`,
  // Carpool (issue 32).
  notOwnCar: 'Je kan enkel een wagen aanbieden voor jezelf of een van je eigen leden.',
  notOwnSeat: 'Je kan enkel een plaats nemen voor jezelf of je eigen leden of, als kapitein, voor je ploegspelers.',
  carpoolHome: 'Voor een thuiswedstrijd is er geen carpool.',
  notOnTeam: (name: string) => `${name} hoort niet bij de ploeg van deze ontmoeting.`,
  noCar: 'Deze wagen rijdt niet (meer) naar deze ontmoeting.',
  noCarToWithdraw: 'Dit lid biedt geen wagen aan voor deze ontmoeting.',
  carFull: 'Deze wagen is vol.',
  seatedElsewhere: (name: string, driver: string) => `${name} heeft al een plaats in de wagen van ${driver}.`,
  drivesOwnCar: (name: string) => `${name} rijdt al met een eigen wagen naar deze ontmoeting.`,
  noSeat: (name: string) => `${name} heeft geen plaats in deze wagen.`,
  seatsBelowTaken: (taken: number) =>
    `Het veld 'seats' kan niet lager dan de ${taken} ${taken === 1 ? 'plaats die al ingenomen is' : 'plaatsen die al ingenomen zijn'}.`,
  carOffered: (seats: number) => `Je wagen staat in de carpool met ${seats} ${seats === 1 ? 'vrije plaats' : 'vrije plaatsen'}.`,
  carChanged: (seats: number) => `Je wagen heeft nu ${seats} ${seats === 1 ? 'vrije plaats' : 'vrije plaatsen'}.`,
  carWithdrawn: (freed: readonly string[]) =>
    freed.length === 0
      ? 'Je wagen werd teruggetrokken.'
      : `Je wagen werd teruggetrokken: ${namesList(freed)} ${freed.length === 1 ? 'heeft' : 'hebben'} geen plaats meer.`,
  // 'de wagen van': a parent drives its child's car, so the car is named after the child.
  seatTaken: (name: string, driver: string) => `${name} rijdt mee in de wagen van ${driver}.`,
  seatGivenBack: (name: string, driver: string) => `${name} rijdt niet meer mee in de wagen van ${driver}.`,
};

export const interclubText = localized(interclubTextNl, interclubTextFr);

/** 'Emma Maes, Lucas Maes en Tom Claes'. */
function namesList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}
