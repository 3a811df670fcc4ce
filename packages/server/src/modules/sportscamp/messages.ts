import { localized } from '../../i18n/language.ts';
import { sportsCampTextFr } from './messages.fr.ts';

/** Dutch texts the sports-camp calls answer with (refusals and the moment line); French: messages.fr.ts. */
const sportsCampTextNl = {
  notCampTrainer: 'Enkel de trainers van een sportkamp kunnen de sportkampgegevens bekijken.',
  notOwnTrainer: 'Je kan enkel de kampgegevens van je eigen gekoppelde leden opvragen.',
  notThisCampTrainer: 'Je bent geen trainer van dit sportkamp.',
  chooseMoment: 'Kies eerst een groep en moment.',
  unknownMoment: 'Dit sportkampmoment bestaat niet.',
  unknownSubscription: 'Deze deelnemer is niet ingeschreven in deze groep.',
  unknownCamp: 'Dit sportkamp bestaat niet.',
  dayOutsideCamp: "Het veld 'campDate' moet een dag van het sportkamp zijn.",
  badAmpm: "Het veld 'ampm' moet 'am' of 'pm' zijn.",
  alreadyCheckedOut: 'Deze deelnemer werd al afgemeld: de aanmelding kan niet meer gewijzigd worden.',
  notCheckedIn: 'Deze deelnemer werd nog niet aangemeld en kan dus niet afgemeld worden.',
  badIds: "Het veld 'ids' moet de nummers van je kampdagen bevatten.",
  unknownTrainerPresence: 'Deze kampdag bestaat niet of is niet de jouwe.',
  futureTrainerPresence: 'Je kan je aanwezigheid pas registreren op de kampdag zelf.',
  transportRequired: "Het veld 'transport' is verplicht wanneer je aanwezig was: kies auto of fiets.",
  transportOnlyWhenPresent: "Het veld 'transport' geef je enkel op wanneer je aanwezig was.",
  remarksNewline: "Het veld 'remarks' mag geen regeleinde bevatten.",
  transportTypes: [
    { typeId: 1, description: 'Auto' },
    { typeId: 2, description: 'Fiets' },
  ],
  morning: 'voormiddag',
  afternoon: 'namiddag',
  /** Day abbreviations, Sunday first (Date.getUTCDay order). */
  weekdays: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
};

export const sportsCampText = localized(sportsCampTextNl, sportsCampTextFr);
