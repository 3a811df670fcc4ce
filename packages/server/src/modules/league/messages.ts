/** Dutch texts the league calls answer with. */
export const leagueText = {
  unknownLeague: 'Deze league bestaat niet.',
  unknownSerie: 'Deze periode bestaat niet.',
  unknownPoule: 'Deze poule bestaat niet.',
  notOwnMember: 'Je kan enkel je eigen gekoppelde leden inschrijven.',
  noOnlineSubscriptions: 'Inschrijven voor deze league kan niet via de app.',
  subscriptionsClosed: 'De inschrijvingen voor deze league zijn niet open.',
  alreadySubscribed: 'Je bent al ingeschreven voor deze league.',
  full: 'Het maximum aantal inschrijvingen voor deze league is bereikt.',
  notManagerOrCaptain: 'Enkel de leagueverantwoordelijken en de kapiteins van een poule kunnen de inschrijvingen bekijken.',
  serieStatus: { 0: 'Nog niet gestart', 1: 'Inschrijvingen', 2: 'Lopend', 9: 'Afgesloten' } as Record<number, string>,
  pouleStatus: (status: number) => (status >= 9 ? 'Afgesloten' : status >= 3 ? 'Gespeeld' : 'Te spelen'),
  subscriptionStatus: (status: number) => (status === 9 ? 'Uitgeschreven' : 'Ingeschreven'),
};
