/** Dutch texts of interclub (line-ups; spec 01 sections 2, 4 and 8). */
export const interclubTexts = {
  teamsTitle: 'Opstellingen',

  // Line-ups (/teams): filter card and list
  noLineUps: 'Geen ploegopstellingen',
  filterWhen: 'Welke ontmoetingen',
  coming: 'Komende',
  done: 'Gespeeld',
  onlyMyTeams: 'Enkel mijn ploegen',
  showMore: 'Toon meer',

  // Meeting card
  at: 'om',
  home: 'Thuis',
  away: 'Uit',
  warningIcon: 'Opstelling met waarschuwing',
  address: 'Adres',
  captainRemarks: 'Opmerking kapitein',
  available: 'Beschikbaar',
  statusAbsent: 'Afwezig',
  statusParticipating: 'Speelt mee',
  statusNotParticipating: 'Speelt niet mee',
  participate: 'Deelname doorgeven',
  compose: 'Opstelling maken',
  showReport: 'Toon verslag',
  hideReport: 'Verberg verslag',
  calendar: 'Kalender',
  actionsOf: (meeting: string) => `Acties voor ${meeting}`,

  // Score
  score: 'Uitslag',
  intermediateScore: 'Tussenstand',
  liveScore: 'Live-stand (competitiesite)',
  siteScore: 'Uitslag op de competitiesite',
  enterIntermediateScore: 'Tussenstand ingeven',
  save: 'Bewaar',
  cancel: 'Annuleer',

  // Driver
  driver: 'Chauffeur',
  driverRemarks: 'Opmerkingen chauffeur',
  willDrive: 'Ja, ik zal rijden',
  hasDriven: 'Ja, ik heb gereden',
  willNotDrive: 'Ik zal niet rijden',
  hasNotDriven: 'Ik heb niet gereden',
  saveDriverRemarks: 'Bewaar opmerkingen',
  noDriverYet: 'Nog geen chauffeur',

  // Absences
  absentOn: 'Afwezigheid gemeld',
  deniedBy: 'Kunnen niet spelen',

  // Confirmation (the 'Team confirmations' screen)
  confirmationTitle: 'Deelname bevestigen',
  answerFor: 'Antwoord voor',
  confirmationOption: 'Kan je spelen?',
  remarks: 'Opmerkingen',
  canDrive: 'Ik kan rijden',
  confirm: 'Bevestig',
  close: 'Sluit',

  // Composition
  compositionTitle: 'Opstelling maken',
  player: (n: number) => `Speler ${n}`,
  reserve: (n: number) => `Reserve ${n}`,
  clearSlot: (slot: string) => `Wis ${slot.toLowerCase()}`,
  showAllPlayers: 'Toon ook spelers onder de startindex',
  mailPlayers: 'Stuur na het bewaren een e-mail naar alle spelers',
  saveComposition: 'Bewaar opstelling',
  compositionLog: 'Wijzigingen aan de opstelling',
  noCompositionLog: 'Nog geen wijzigingen',
  by: 'door',

  // iCal
  icalTitle: 'Kalender (iCal)',
  icalIntro: 'Abonneer je agenda op een van deze kalenders met één tik, of kopieer de link en voeg hem toe als kalender.',
  noIcalFeeds: 'Geen kalenders beschikbaar',
  copy: 'Kopieer',
  subscribe: 'Abonneer in je agenda',
  copied: 'Gekopieerd',
  mailTeamFeed: 'Mail de ploegkalender',
  mailOwnFeed: 'Mail mijn kalender',
  confirmMailTeamFeed: 'De link naar de kalender van deze ploeg wordt naar je e-mailadres gestuurd. Doorgaan?',
  confirmMailOwnFeed: 'De link naar je persoonlijke kalender wordt naar je e-mailadres gestuurd. Doorgaan?',

  // Errors (spec 01 section 8)
  errorTitle: 'Er trad een fout op!',
  compositionErrorTitle: 'Fout/waarschuwing',
  lineUpsLoadFailed: 'Er trad een probleem op bij het ophalen van de ploegopstellingen!',
  absencesLoadFailed: 'Er trad een probleem op bij het ophalen van de afwezigheden!',
  driverUpdateFailed: 'Er trad een fout op bij het wijzigen van de chauffeur!',
  driverDeleteFailed: 'Er trad een fout op bij het verwijderen van de chauffeur!',
  confirmationFailed: 'Er trad een fout op bij het aangeven of je al dan niet kan deelnemen!',
  intermediateScoreFailed: 'Er trad een fout op bij het ingeven van de tussenstand!',
  playersLoadFailed: 'Er trad een fout op bij het ophalen van de beschikbare spelers!',
  compositionSaveFailed: 'Er trad een fout op bij het bewaren van de opstelling!',
  compositionMailFailed: 'Er trad een fout op bij het e-mailen van de spelers!',
  compositionLogLoadFailed: 'Er trad een fout op bij het ophalen van de opstellingslogs!',
  icalFeedsLoadFailed: 'Er trad een fout op bij het ophalen van de kalenders!',
  icalMailFailed: 'Er trad een fout op bij het versturen van de gegevens!',
  /** Logged only (spec 01 section 8), never shown. */
  liveScoreFailed: 'Er trad een probleem op bij het ophalen van de live-stand!',
};
