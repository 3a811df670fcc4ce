import { localized } from '../../i18n/localized';

/** Dutch texts of play moments, presences and reservations (spec 01 sections 2, 4, 5 and 8); French in messages.fr.ts. */
export const playerMomentsTexts = localized({
  presencesTitle: 'Aanwezigheden',
  reservationTitle: 'Nieuwe reservatie',
  reservationsTitle: 'Reservaties',
  reservedTitle: 'Annulering geregistreerd',

  // Shared
  moment: 'Spelmoment',
  cancel: 'Annuleer',
  close: 'Sluit',
  reservationsCount: (count: number, capacity: number) => `${count} / ${capacity}`,
  reservationsCountLabel: 'Reservaties',
  /** 'Opmerking: met de fiets': a label and its value (French puts a space before the colon). */
  labelled: (label: string, value: string) => `${label}: ${value}`,
  full: 'Dit spelmoment is volzet: er kan niet meer gereserveerd worden.',
  joinWaitlist: 'Zet me op de wachtlijst',
  onWaitlist: 'Je staat op de wachtlijst. Je krijgt een melding zodra er een plaats vrijkomt.',
  leaveWaitlist: 'Haal me van de wachtlijst',
  waitlistFailed: 'Op de wachtlijst zetten lukte niet.',
  noMoments: 'Geen spelmomenten beschikbaar',

  // New reservation (/reservation)
  reserveFor: 'Reserveren voor',
  reservingFor: (name: string) => `Reservatie voor ${name}`,
  noLinkedMember: 'Er is geen lid aan je account gekoppeld.',
  remark: 'Opmerking',
  reserve: 'Reserveer',
  toOverview: 'Naar mijn reservaties',
  confirmTitle: 'Reservatie bevestigen',
  confirmQuestion: (name: string, moment: string) => `Wil je ${moment} reserveren voor ${name}?`,
  confirm: 'Bevestig',
  coronaTitle: 'Coronamaatregelen',
  coronaText:
    'Respecteer de geldende coronamaatregelen: blijf thuis als je ziek bent, ontsmet je handen bij het ' +
    'binnenkomen en volg de richtlijnen van de club ter plaatse.',
  coronaAgree: 'Akkoord, reserveer',

  // Reservation overview (/reservations)
  noReservations: 'Geen reservaties',
  reserveAnother: 'Reserveer een ander moment',
  reservedOn: (when: string) => `Gereserveerd op ${when}`,
  cancelReservation: 'Annuleer reservatie',
  cancelTitle: 'Reservatie annuleren',
  cancelQuestion: (name: string, moment: string) => `Wil je de reservatie van ${name} voor ${moment} annuleren?`,
  keepReservation: 'Nee, behouden',
  confirmCancel: 'Ja, annuleer',

  // Cancellation confirmation (/reserved)
  reservedText: 'Je annulering werd geregistreerd.',
  newReservation: 'Maak een nieuwe reservatie',
  login: 'Aanmelden',

  // Player presences (/presences)
  noResponsibleMoments: 'Je bent voor geen enkel komend spelmoment verantwoordelijk.',
  presenceList: 'Aanwezigheidslijst',
  totalPresent: (present: number, total: number) => `Totaal aanwezig: ${present} van ${total}`,
  noPresences: 'Nog niemand op de lijst',
  occasional: 'Occasioneel',
  occasionalPlayer: 'Occasionele speler',
  add: 'Toevoegen',

  // Errors (spec 01 section 8)
  errorTitle: 'Er trad een fout op!',
  momentsLoadFailed: 'Er trad een fout op bij het ophalen van de spelmomenten!',
  presencesLoadFailed: 'Er trad een fout op bij het ophalen van de aanwezigheidslijst!',
  presenceUpdateFailed: 'Er trad een fout op bij het aanpassen van de aanwezigheid!',
  membersLoadFailed: 'Er trad een fout op bij het ophalen van de ledenfiches!',
  reservationsLoadFailed: 'Er trad een fout op bij het ophalen van de reservaties!',
  reservationFailed: 'Er trad een fout op bij het registreren van je reservatie!',
  cancelFailed: 'Er trad een fout op bij het annuleren van je reservatie!',
}, () => import('./messages.fr').then((m) => m.playerMomentsTexts));
