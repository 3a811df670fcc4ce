import { localized } from '../../i18n/language.ts';
import { frenoyTextFr, statisticsTextFr } from './messages.fr.ts';

/** Dutch texts of the statistics and week digest calls (issue 4, part 2); French in messages.fr.ts. */
const statisticsTextNl = {
  unknownClub: 'Deze club bestaat niet.',
  unknownTeam: 'Deze ploeg bestaat niet.',
  // Week digest results, from the club's side.
  resultWon: 'Gewonnen',
  resultLost: 'Verloren',
  resultEqual: 'Gelijk',
  // Cells of the confirmations matrix (status, statusInformation).
  statusSetUp: 'Opgesteld',
  statusReserve: 'Reserve',
  statusAbsent: 'Afwezig',
  statusCanPlay: 'Kan spelen',
  statusCannotPlay: 'Kan niet spelen',
  statusNoAnswer: 'Geen antwoord',
  infoSetUp: 'Opgesteld als speler',
  infoReserve: 'Opgesteld als reserve',
  infoVictories: (n: number) => `${n} ${n === 1 ? 'overwinning' : 'overwinningen'}`,
  infoNoAnswer: 'Nog geen antwoord gegeven',
};

export const statisticsText = localized(statisticsTextNl, statisticsTextFr);

/** Dutch texts of the competition-site calls: my results and the live score (issue 4, part 1). */
const frenoyTextNl = {
  unknownMember: 'Dit lid bestaat niet.',
  unknownMeeting: 'Deze ontmoeting bestaat niet.',
  notOnSite: 'Deze ontmoeting is niet gekend op de competitiesite.',
  notYourHistory: 'Je kan enkel het verloop van je eigen klassement (of dat van een gekoppeld lid) bekijken.',
  notYourHeadToHead: 'Je kan enkel je eigen onderlinge duels (of die van een gekoppeld lid) bekijken.',
};

export const frenoyText = localized(frenoyTextNl, frenoyTextFr);
