import { localized } from '../../i18n/language.ts';
import { trainingTextFr } from './messages.fr.ts';

/** Dutch texts the training calls answer with (refusals, wrong transitions, status descriptions); French: messages.fr.ts. */
const trainingTextNl = {
  notTrainer: 'Enkel trainers kunnen de trainingsmomenten bekijken en aanpassen.',
  notYourTraining: 'Je kan enkel trainingen aanpassen die je zelf geeft of waarbij je assisteert.',
  unknownMoment: 'Dit trainingsmoment bestaat niet.',
  unknownMember: 'Dit lid bestaat niet.',
  unknownTrainer: 'Deze trainer bestaat niet.',
  chooseTrainer: 'Geef de trainer op a.u.b.',
  chooseMerge: 'Geef de training op waarmee je wenst samen te voegen a.u.b.',
  notMergeable: 'Met deze training kan niet samengevoegd worden: kies een open training van dezelfde week.',
  tooManyAssistents: 'Deze training heeft minder assistenten: laat de overige assistenten leeg.',
  confirmNotPast: 'Een training kan pas bevestigd worden nadat ze begonnen is.',
  confirmUnmarked: 'Duid eerst de aanwezigheid van alle trainees aan vooraleer je deze training bevestigt.',
  notOpen: 'Deze training is al bevestigd, samengevoegd of geannuleerd: maak dat eerst ongedaan.',
  nothingToUndo: 'Deze training is nog open: er valt niets ongedaan te maken.',
  presencesLocked: 'De aanwezigheden van een bevestigde, samengevoegde of geannuleerde training kunnen niet meer aangepast worden.',
  notExtraTrainee: 'Dit lid kan niet als bijkomende trainee meetrainen.',
  notOwnTrainee: 'Je kan enkel voor je eigen gekoppelde leden reserveren of annuleren.',
  notOwnTraineeList: 'Je kan enkel de trainingen van je eigen gekoppelde leden opvragen.',
  notInTraining: 'Dit lid traint niet mee in deze training.',
  reservationPast: 'Deze training is voorbij: je kan je aan- of afwezigheid niet meer aanpassen.',
  reservationClosed: 'Deze training werd bevestigd, samengevoegd of geannuleerd: je kan je aan- of afwezigheid niet meer aanpassen.',
  notYourGroup: 'Je kan enkel het aanwezigheidsoverzicht opvragen van groepen die je traint.',
  badPeriod: 'Kies een periode van hoogstens een jaar, met de begindatum voor de einddatum.',
  reasonRequired: 'Geef aan waarom je niet aanwezig kan zijn a.u.b.',
  statusDescriptions: { 0: 'Open', 1: 'Open', 2: 'Bevestigd', 8: 'Samengevoegd', 9: 'Geannuleerd' } as Record<number, string>,
  /** Day abbreviations of the moment line, Sunday first (Date.getUTCDay order). */
  weekdays: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
};

export const trainingText = localized(trainingTextNl, trainingTextFr);
