import { localized } from '../../i18n/language.ts';
import { playerMomentsTextFr } from './messages.fr.ts';

/** Dutch texts the play-moment calls answer with (refusals, confirmations, the moment line); French: messages.fr.ts. */
const playerMomentsTextNl = {
  chooseMoment: 'Kies eerst een spelmoment.',
  chooseMember: 'Kies eerst een lid.',
  unknownMoment: 'Dit spelmoment bestaat niet.',
  unknownMember: 'Dit lid bestaat niet.',
  inactiveMember: 'Dit lid is geen actief lid van de club.',
  notOwnMomentList: 'Je kan enkel de spelmomenten van je eigen gekoppelde leden opvragen.',
  notOwnReservationList: 'Je kan enkel de reservaties van je eigen gekoppelde leden opvragen.',
  notOwnReservation: 'Je kan enkel voor je eigen gekoppelde leden reserveren of annuleren.',
  notResponsible: 'Enkel de verantwoordelijken van dit spelmoment kunnen de aanwezigheden bekijken en aanpassen.',
  past: 'Dit spelmoment is voorbij: je kan er niet meer voor reserveren.',
  pastCancel: 'Dit spelmoment is voorbij: de reservatie kan niet meer geannuleerd worden.',
  full: 'Dit spelmoment is volzet.',
  noReservation: 'Er is geen reservatie voor dit lid op dit spelmoment.',
  cancelled: 'De reservatie werd geannuleerd.',
  // The waiting list of a full moment (issue 31).
  waiting: 'Je staat op de wachtlijst. Je krijgt een melding zodra er een plaats vrijkomt.',
  notWaiting: 'Je staat niet meer op de wachtlijst.',
  notFull: 'Er is nog plaats op dit spelmoment: reserveer gewoon.',
  alreadyReserved: 'Dit lid heeft al een plaats op dit spelmoment.',
  /** Day abbreviations of the moment line, Sunday first (Date.getUTCDay order). */
  weekdays: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
};

export const playerMomentsText = localized(playerMomentsTextNl, playerMomentsTextFr);
