import { localized } from '../../i18n/localized';

/** Dutch texts of the sports-camp screens (spec 02 sections 2, 5 and 8; spec 01's 'Mijn kampdag'); French in messages.fr.ts. */
export const sportsCampTexts = localized({
  errorTitle: 'Er trad een fout op!',
  close: 'Sluit',
  save: 'Bewaar',
  moment: 'Groep & moment',
  campMoment: 'Kampmoment',

  // Subscriptions (/subscriptions)
  subscriptionsTitle: 'Inschrijvingen',
  noSubscriptions: 'Geen inschrijvingen',
  subscriptionsCount: (n: number) => (n === 1 ? '1 inschrijving' : `${n} inschrijvingen`),
  boy: 'Jongen',
  girl: 'Meisje',
  clubMember: 'Lid van de club',
  noPhotos: "Geen toestemming voor foto's",
  photosAllowed: "Toestemming voor foto's",
  medication: 'Medicatie',
  extraInfo: 'Extra info',
  experience: 'Ervaring',
  parents: 'Ouders',
  birthdayToday: 'verjaart vandaag',
  birthday: (name: string) => `${name} verjaart vandaag!`,
  bornOn: (date: string) => `Geboren op ${date}`,

  // Planning (/sportscampplanning)
  planningTitle: 'Dagplanning',
  views: { 1: 'Thema', 2: 'Materiaal', 3: 'Thema+materiaal', 4: 'Trainers' } as Record<number, string>,
  theme: 'Thema',
  material: 'Materiaal',
  trainers: 'Trainers',
  noPlanning: 'Geen planning',
  noMoments: 'Geen sportkampmomenten',

  // Trainer presences (/trainerpresence)
  trainerPresencesTitle: 'Mijn aanwezigheden als trainer',
  noTrainerPresences: 'Geen aanwezigheidslijst',
  presenceFormTitle: 'Mijn aanwezigheid',
  trainingGiven: 'Werd er training gegeven?',
  yes: 'Ja',
  no: 'Nee',
  transport: 'Hoe ben je gekomen?',
  remarks: 'Opmerkingen',
  remarksNoNewline: 'Opmerkingen passen op één regel.',
  chooseTransport: 'Geef aan hoe je gekomen bent a.u.b.',
  chooseGiven: 'Geef aan of er training gegeven werd a.u.b.',
  presenceNotGiven: 'Nog niet doorgegeven',
  presenceYes: (transport: string) => `Training gegeven · ${transport}`,
  presenceNo: 'Geen training gegeven',
  responsible: (name: string) => `Verantwoordelijke: ${name}`,
  /** The transport's name while the server's list of transport types is not there. */
  car: 'Auto',
  bike: 'Fiets',

  // Check-in and check-out
  checkInTitle: 'Aanmelden - groep & moment',
  checkOutTitle: 'Afmelden - groep & moment',
  checkedInCount: (n: number, total: number) => `${n} van ${total} aangemeld`,
  checkedOutCount: (n: number, total: number) => `${n} van ${total} afgemeld`,
  noneCheckedIn: 'Er werden nog geen deelnemers aangemeld!',
  checkedIn: 'Aangemeld',
  checkedOut: 'Afgemeld',
  checkInOf: (name: string) => `${name} aanmelden`,
  checkOutOf: (name: string) => `${name} afmelden`,
  noChildren: 'Geen deelnemers in deze groep',

  // Check-in trail (/sportscamplog, beyond the spec: issue 28 item 16)
  logTitle: 'Aan- en afmeldingen',
  logIntro: 'Wie elk kind aan- en afmeldde, en wanneer. Eén kampdag tegelijk.',
  camp: 'Sportkamp',
  previousDay: 'Vorige dag',
  nextDay: 'Volgende dag',
  /** The day buttons' visible words: their names are the whole 'Vorige dag', 'Volgende dag'. */
  previous: 'Vorige',
  next: 'Volgende',
  noCamps: 'Er zijn geen sportkampen om te tonen.',
  noLogChildren: 'Geen deelnemers in dit sportkamp',
  nothingLogged: 'Niet aan- of afgemeld',
  logDay: (campDate: string) => {
    const day = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'][new Date(`${campDate}T00:00:00Z`).getUTCDay()];
    return `${day} ${campDate.slice(8, 10)}/${campDate.slice(5, 7)}/${campDate.slice(0, 4)}`;
  },
  /** 'Voormiddag: aangemeld om 09:02 door Koen Jacobs'. */
  logLine: (ampm: 'am' | 'pm', action: 'checkIn' | 'checkOut', value: boolean, time: string, by: string) => {
    const what = action === 'checkIn' ? (value ? 'aangemeld' : 'aanmelding ongedaan gemaakt') : value ? 'afgemeld' : 'afmelding ongedaan gemaakt';
    return `${ampm === 'am' ? 'Voormiddag' : 'Namiddag'}: ${what} om ${time} door ${by}`;
  },
  logCount: (checkedIn: number, total: number) => `${checkedIn} van ${total} deelnemers aangemeld`,
  logLoadFailed: 'Er trad een probleem op bij het ophalen van de aan- en afmeldingen.',

  // Material (/materiallist)
  materialTitle: 'Materiaal',
  onlyToday: 'Enkel materiaal vandaag in gebruik',
  noMaterial: 'Geen materiaallijst',
  stock: (n: number) => `Voorraad: ${n}`,
  available: (n: number) => `Beschikbaar: ${n}`,
  reserved: (n: number) => `In gebruik: ${n}`,
  usedOn: (camp: string, date: string) => `${camp} · ${date}`,
  photoOf: (description: string) => `Foto van ${description}`,

  // Home 'Mijn kampdag'
  campDayTitle: 'Mijn kampdag',
  noCampDay: 'Vandaag geef je geen activiteiten op een sportkamp.',
  morning: 'Voormiddag',
  afternoon: 'Namiddag',
  toAttendances: 'Naar de aanwezigheden',

  // Fallbacks of section 8
  subscriptionsLoadFailed: 'Er trad een probleem op bij het ophalen van de inschrijvingslijst.',
  momentsLoadFailed: 'Er trad een probleem op bij het ophalen van de sportkampmomenten.',
  planningLoadFailed: 'Er trad een probleem op bij het ophalen van de planning.',
  presencesLoadFailed: 'Er trad een probleem op bij het ophalen van de aanwezigheidslijst.',
  presenceUpdateFailed: 'Er trad een probleem op bij het aanpassen van de aanwezigheid.',
  checkOutFailed: 'Er trad een probleem op bij het afmelden.',
  materialLoadFailed: 'Er trad een probleem op bij het ophalen van de materiaallijst.',
  dayPlanningLoadFailed: 'Er trad een probleem op bij het ophalen van de dagplanning!',
  registerFailed: 'Er trad een probleem op bij het registreren van je aanwezigheid.',
  transportLoadFailed: 'Er trad een probleem op bij het ophalen van de transportwijzes.',
}, () => import('./messages.fr').then((m) => m.sportsCampTexts));
