import { localized } from '../../i18n/localized';

/** Dutch texts of the training screens (spec 02 sections 2, 4, 5 and 8); French in messages.fr.ts. */
export const trainingTexts = localized({
  momentsTitleOpen: 'Aanwezigheden trainingen',
  momentsTitleAll: 'Trainingsmomenten',
  traineeTitleReservation: 'Reserveren/Annuleren',
  traineeTitleParticipated: 'Mijn deelnames',
  presencesTitle: 'Aanwezigheden',
  noMoments: 'Geen trainingsmomenten',
  close: 'Sluit',
  save: 'Bewaar',
  back: 'Terug',

  // Status and row styles
  toBeConfirmed: 'Te bevestigen',
  open: 'Open',
  unmarked: (n: number) => (n === 1 ? '1 aanwezigheid niet aangeduid' : `${n} aanwezigheden niet aangeduid`),
  trainerLine: (name: string) => `Trainer: ${name}`,

  // Actions
  presences: 'Aanwezigheden',
  confirm: 'Bevestigen',
  details: 'Details',
  cancel: 'Annuleren',
  undo: 'Ongedaan maken',
  cancelQuestion: 'Dit trainingsmoment annuleren?',
  undoTitle: 'Ongedaan maken',
  undoQuestion: (what: string) => `Wil je het ${what} van deze training ongedaan maken?`,
  undoWhat: { 2: 'bevestigen', 8: 'samenvoegen', 9: 'annuleren' } as Record<number, string>,
  yes: 'Ja',
  no: 'Nee',

  // Confirm form
  confirmTitle: 'Training bevestigen',
  remark: 'Opmerking',
  markFirst: 'Duid eerst de aanwezigheid van alle trainees aan vooraleer je deze training bevestigt.',
  notStarted: 'Deze training is nog niet begonnen: ze kan nog niet bevestigd worden.',
  cannotCancel: 'Deze training kan niet meer geannuleerd worden.',

  // Details
  detailsTitle: 'Trainingsgegevens',
  tabTrainer: 'Trainer',
  tabRemark: 'Opmerking',
  tabMerge: 'Samenvoegen',
  trainer: 'Trainer',
  assistent: (n: number) => (n === 1 ? 'Assistent' : `Assistent ${n}`),
  mergeWith: 'Samenvoegen met',
  mergeChoice: (moment: string, title: string, description: string) => `${moment} · ${title}${description ? ` - ${description}` : ''}`,
  noAssistent: '(geen)',
  chooseTrainer: 'Geef de trainer op a.u.b.',
  chooseMerge: 'Geef de training op waarmee je wenst samen te voegen a.u.b.',
  merge: 'Samenvoegen',

  // Presences
  total: (present: number, total: number) => `Totaal aanwezig: ${present} van ${total}`,
  present: 'Aanwezig',
  absent: 'Afwezig',
  unknown: 'Niet aangeduid',
  expected: { 1: 'Komt', [-1]: 'Komt niet', 0: '' } as Record<number, string>,
  extra: 'Traint mee',
  trainsAlong: 'Traint mee',
  lastPresent: (n: number) => (n === 0 ? '' : n === 1 ? '1 training niet geweest' : `${n} trainingen niet geweest`),
  locked: 'Deze training is bevestigd, samengevoegd of geannuleerd: de aanwezigheden liggen vast.',
  noTrainees: 'Geen trainees in deze training',

  // Trainee
  noMember: 'Er is geen lid aan je account gekoppeld.',
  willAttend: 'Ik kom',
  cannotAttend: 'Ik kan niet',
  reservedPresent: 'Je komt naar deze training.',
  reservedAbsent: (reason: string) => `Je kan niet komen: ${reason}`,
  undoReservationQuestion: 'Je aangegeven aan- of afwezigheid ongedaan maken?',
  participationPresence: { 1: 'Aanwezig', 0: 'Afwezig', [-1]: 'Niet aangeduid' } as Record<number, string>,

  // Attendance overview (beyond the spec)
  attendanceTitle: 'Aanwezigheidsoverzicht',
  group: 'Trainingsgroep',
  dateFrom: 'Van',
  dateTill: 'Tot en met',
  download: 'Download CSV',
  noTrainings: 'Geen trainingen in deze periode',
  cellPresent: 'A',
  cellAbsent: 'Afw',
  cellUnknown: '?',
  legend: 'A aanwezig · Afw afwezig (met de opgegeven reden) · ? niet aangeduid',
  csvTrainee: 'Trainee',
  csvPresent: 'Aanwezig',
  csvPercentage: 'Aanwezigheid',
  attendanceLoadFailed: 'Er trad een probleem op bij het ophalen van het aanwezigheidsoverzicht',
  csvName: (group: string, from: string, till: string) => `aanwezigheden-${group.toLowerCase()}-${from}-${till}.csv`,

  // Errors (spec 02 section 8)
  errorTitle: 'Er trad een fout op!',
  trainersLoadFailed: 'Er trad een probleem op bij het ophalen van de trainerslijst',
  mergeLoadFailed: 'Er trad een probleem op bij het ophalen van de beschikbare samenvoegbare momenten',
  momentsLoadFailed: 'Er trad een probleem op bij het ophalen van de trainingsmomenten',
  confirmFailed: 'Er trad een probleem op bij het bevestigen van deze training',
  updateFailed: 'Er trad een probleem op bij het aanpassen van de trainingsgegevens',
  cancelFailed: 'Er trad een probleem op bij het annuleren van deze training',
  reservationFailed: 'Er trad een probleem op bij het doorvoeren van de reservatie/annulatie',
  presencesLoadFailed: 'Er trad een probleem op bij het ophalen van de aanwezigheidslijst',
  presenceFailed: 'Er trad een probleem op bij het aanpassen van de aanwezigheid',
}, () => import('./messages.fr').then((m) => m.trainingTexts));
