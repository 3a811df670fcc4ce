/** The demo club's interclub teams and their (fictional) opponents. */

export type Sport = 'tabletennis' | 'padel';

export interface TeamDef {
  sport: Sport;
  name: string;
  description: string;
  division: string;
  divisionId: number;
  letter: string;
  startPlayerIndex: number;
  /** Index numbers (in the sport's list) of the roster players. */
  rosterIndexes: number[];
  /** Days between this team's meeting and team A's in the same week; only team A plays today. */
  dayOffset: number;
  /** Home ('H') or away ('A') for weeks 1..11; weeks 12..22 meet the same opponents with venues swapped. */
  firstHalf: string;
  /** Prefix of the competition site's match ids ('PVOVLHA'). */
  playIdPrefix: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALTERNATE_H = 'HAHAHAHAHAH';
const ALTERNATE_A = 'AHAHAHAHAHA';

const tt = (
  letter: string,
  division: string,
  start: number,
  roster: number[],
  dayOffset: number,
  firstHalf: string,
): TeamDef => ({
  sport: 'tabletennis',
  name: `TTC De Demo ${letter}`,
  description: `Heren ${letter}`,
  division,
  divisionId: 6100 + letter.charCodeAt(0) - 64,
  letter,
  startPlayerIndex: start,
  rosterIndexes: roster,
  dayOffset,
  firstHalf,
  playIdPrefix: `PVOVLH${letter}`,
});

const padel = (n: number, division: string, roster: number[], dayOffset: number, firstHalf: string): TeamDef => ({
  sport: 'padel',
  name: `TTC De Demo Padel ${n}`,
  description: `Padel gemengd ${n}`,
  division,
  divisionId: 7200 + n,
  letter: '',
  startPlayerIndex: 1,
  rosterIndexes: roster,
  dayOffset,
  firstHalf,
  playIdPrefix: `PDLOVL${n}`,
});

/**
 * Team A plays at home today (week 10). Team B plays away in 2 days (week 10) and again in 9 days
 * (week 11): a double away the captain still has to compose, with drivers still to be found.
 */
export const TEAM_DEFS: TeamDef[] = [
  tt('A', '1ste Provinciale', 1, range(1, 4), 0, ALTERNATE_A),
  tt('B', '2de Provinciale A', 5, range(5, 9), 2, 'AHAHHAHAHAA'),
  tt('C', '3de Provinciale B', 9, range(10, 14), -1, ALTERNATE_H),
  tt('D', '4de Provinciale C', 13, range(15, 19), 1, ALTERNATE_A),
  tt('E', '5de Provinciale A', 17, range(20, 24), 3, ALTERNATE_H),
  tt('F', '5de Provinciale D', 21, range(25, 29), -2, ALTERNATE_A),
  padel(1, 'Padel Interclub P300', range(1, 5), 4, ALTERNATE_H),
  padel(2, 'Padel Interclub P100', range(6, 10), -3, ALTERNATE_A),
];

export const HOME_ADDRESS = 'Sporthal De Demo, Sportlaan 1, 9000 Gent';

export interface Opponent {
  club: string;
  address: string;
}

export const TT_OPPONENTS: Opponent[] = [
  { club: 'TTC Gentbrugge', address: 'Sporthal Gentbrugge, Jan Delvinlaan 115, 9050 Gentbrugge' },
  { club: 'TTK Merelbeke', address: 'Sportcentrum Merelbeke, Hundelgemsesteenweg 36, 9820 Merelbeke' },
  { club: 'TTC Lochristi', address: 'Sporthal Lochristi, Koning Albertlaan 2, 9080 Lochristi' },
  { club: 'TTC Destelbergen', address: 'Sporthal Eenbeek, Eenbeekstraat 10, 9070 Destelbergen' },
  { club: 'TTK Melle', address: 'Sporthal Melle, Vossenhoekstraat 1, 9090 Melle' },
  { club: 'TTC Wetteren', address: 'Sporthal Wegvoering, Wegvoeringstraat 60, 9230 Wetteren' },
  { club: 'TTC Deinze', address: 'Sporthal Deinze, Karel Picquélaan 2, 9800 Deinze' },
  { club: 'TTK Evergem', address: 'Sporthal Evergem, Sportstraat 5, 9940 Evergem' },
  { club: 'TTC Zelzate', address: 'Sporthal Zelzate, Kanaalstraat 21, 9060 Zelzate' },
  { club: 'TTK Lovendegem', address: 'Sporthal Vinderhoute, Brugsesteenweg 88, 9920 Lovendegem' },
  { club: 'TTC Nazareth', address: 'Sporthal Nazareth, Steenweg Deinze 14, 9810 Nazareth' },
  { club: 'TTC Oudenaarde', address: 'Sportcentrum Oudenaarde, Prins Leopoldstraat 40, 9700 Oudenaarde' },
  { club: 'TTK Eeklo', address: 'Sporthal Eeklo, Zuidmoerstraat 127, 9900 Eeklo' },
  { club: 'TTC Zottegem', address: 'Sporthal Bevegem, Bevegemse Vijvers 3, 9620 Zottegem' },
  { club: 'TTK Aalter', address: 'Sporthal Aalter, Lostraat 27, 9880 Aalter' },
  { club: 'TTC Lokeren', address: 'Sporthal Lokeren, Zelebaan 100, 9160 Lokeren' },
];

export const PADEL_OPPONENTS: Opponent[] = [
  { club: 'Padel Club Drongen', address: 'Padelcentrum Drongen, Deinsesteenweg 210, 9031 Drongen' },
  { club: 'Padel Gent Zuid', address: 'Padel Gent Zuid, Hundelgemsesteenweg 500, 9820 Merelbeke' },
  { club: 'PC Sint-Martens-Latem', address: 'Padelclub Latem, Kortrijksesteenweg 12, 9830 Sint-Martens-Latem' },
  { club: 'Padel Melle', address: 'Padel Melle, Brusselsesteenweg 240, 9090 Melle' },
  { club: 'PC Lievegem', address: 'Padelhal Lievegem, Stationsstraat 9, 9950 Lievegem' },
  { club: 'Padel Wachtebeke', address: 'Padel Wachtebeke, Langelede 4, 9185 Wachtebeke' },
  { club: 'PC Oosterzele', address: 'Padelclub Oosterzele, Geraardsbergsesteenweg 61, 9860 Oosterzele' },
  { club: 'Padel Zwijnaarde', address: 'Padel Zwijnaarde, Grote Steenweg-Noord 18, 9052 Zwijnaarde' },
  { club: 'PC Lede', address: 'Padelclub Lede, Sportlaan 8, 9340 Lede' },
  { club: 'Padel Sint-Amandsberg', address: 'Padel Sint-Amandsberg, Antwerpsesteenweg 700, 9040 Sint-Amandsberg' },
  { club: 'PC Wondelgem', address: 'Padelclub Wondelgem, Industrieweg 30, 9032 Wondelgem' },
  { club: 'Padel Heusden', address: 'Padel Heusden, Kloosterstraat 2, 9070 Heusden' },
];

/** The opponent for a team's week: 11 opponents per team, each met twice (weeks w and w + 11). */
export function opponentFor(def: TeamDef, teamIndex: number, week: number): { team: string; address: string } {
  const pool = def.sport === 'padel' ? PADEL_OPPONENTS : TT_OPPONENTS;
  const k = (week - 1) % 11;
  const o = pool[(teamIndex * 3 + k) % pool.length]!;
  const suffix = def.sport === 'padel' ? String(1 + ((teamIndex + k) % 3)) : String.fromCharCode(65 + ((teamIndex + k) % 4));
  return { team: `${o.club} ${suffix}`, address: o.address };
}

export function isHome(def: TeamDef, week: number): boolean {
  return week <= 11 ? def.firstHalf[week - 1] === 'H' : def.firstHalf[week - 12] !== 'H';
}
