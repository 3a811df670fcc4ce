import type { meetings, tabtCache } from '../db/schema.ts';
import { cacheKey, clubMatchesRequest, matchDetailsRequest } from '../adapters/tabt/tabtRequests.ts';
import { GetMatchesResponse, type TabtIndividualMatch, type TabtPlayer, type TabtTeamMatch } from '../adapters/tabt/tabtSchemas.ts';
import type { Federation } from '../adapters/tabt/tabtSite.ts';
import { opponentNames, rankings } from './demoNames.ts';
import { TT_OPPONENTS } from './demoSeasonTeams.ts';

/*
 * The demo club's matches as the competition site would answer them (see demoCompetitionCache.ts): the
 * club calendar, and a sheet for each past table tennis meeting and for team A's meeting of today.
 */

/** The order of the 16 matches of a 4-player sheet (home position, away position), as the site's sheets have it. */
const SHEET_ORDER: [number, number][] = [
  [4, 2], [3, 1], [2, 4], [1, 3], [4, 1], [3, 2], [2, 3], [1, 4],
  [4, 3], [3, 4], [2, 1], [1, 2], [4, 4], [3, 3], [2, 2], [1, 1],
];
/** Matches played so far on today's sheet. */
const LIVE_PLAYED = 10;
/** Today's meeting ends 9-7 for us; the first ten matches are on the sheet. */
const LIVE_FINAL_OURS = 9;

const RANK_ORDER = ['B0', ...rankings];
export const strength = (ranking: string) => Math.max(0, RANK_ORDER.indexOf(ranking));
const rankingAt = (i: number) => RANK_ORDER[Math.min(RANK_ORDER.length - 2, Math.max(0, i))]!;
export const upper = (s: string) => s.toLocaleUpperCase('nl-BE');

export type MemberRow = { id: number; firstName: string; lastName: string; ranking: string; associationId: string; memberState: number };
export type MeetingRow = typeof meetings.$inferSelect & { letter: string; divisionId: number };
/** One answer to store in tabt_cache, under the key the server asks for. */
export type CacheAnswer = Pick<typeof tabtCache.$inferInsert, 'key' | 'operation' | 'response'>;

export interface Sheet {
  meeting: MeetingRow;
  /** Our players, line-up order, and the opponents (generated). */
  ours: TabtPlayer[];
  theirs: TabtPlayer[];
  /** Per match of SHEET_ORDER: did we win it, and the sets (ours, theirs). */
  results: { ourPos: number; theirPos: number; won: boolean; ourSets: number; theirSets: number }[];
  live: boolean;
  /** The line-up's victory counts were already stored: the sheet follows them. */
  countsGiven: boolean;
}

/** The sheets of the calendar: past meetings with a score and a line-up of four, and today's of team A. */
export function demoSheets(
  calendar: MeetingRow[],
  lineups: { meetingId: number; memberId: number; victoryCount: number | null }[],
  memberById: Map<number, MemberRow>,
  today: string,
): Sheet[] {
  const sheets: Sheet[] = [];
  for (const meeting of calendar) {
    const lineup = lineups.filter((l) => l.meetingId === meeting.id);
    const live = meeting.playDate === today && meeting.letter === 'A';
    if (lineup.length !== 4 || !(live || (meeting.playDate < today && meeting.score !== ''))) continue;
    const counts = live || lineup.some((l) => l.victoryCount === null) ? null : lineup.map((l) => l.victoryCount!);
    sheets.push(sheetFor(meeting, lineup.map((l) => memberById.get(l.memberId)!), live, counts));
  }
  return sheets;
}

/** The club calendar (GetMatches) and each sheet on its own (GetMatches by match number). */
export function matchAnswers(federation: Federation, season: number, clubCode: string, calendar: MeetingRow[], sheets: Sheet[]): CacheAnswer[] {
  const entries = calendar.map((m) => teamMatch(m, clubCode, sheets.find((s) => s.meeting.id === m.id)));
  const answers: CacheAnswer[] = [
    {
      key: cacheKey(federation, 'GetMatches', clubMatchesRequest(clubCode, season)),
      operation: 'GetMatches',
      response: GetMatchesResponse.parse({ MatchCount: entries.length, TeamMatchesEntries: entries.map(({ MatchDetails: _, ...e }) => e) }),
    },
  ];
  for (const s of sheets) {
    const entry = entries.find((e) => e.MatchUniqueId === s.meeting.matchUniqueId)!;
    answers.push({
      key: cacheKey(federation, 'GetMatches', matchDetailsRequest(season, entry.MatchUniqueId!)),
      operation: 'GetMatches',
      response: GetMatchesResponse.parse({ MatchCount: 1, TeamMatchesEntries: [entry] }),
    });
  }
  return answers;
}

export const victories = (s: Sheet, ourPos: number) => s.results.filter((r) => r.ourPos === ourPos && r.won).length;

/** The opponent club of a demo meeting, its code at the federation and its players (the same in both legs). */
export function opponentOf(meeting: MeetingRow): { team: string; club: string; code: string; base: number; player: number } {
  const team = meeting.home ? meeting.awayTeam : meeting.homeTeam;
  const clubName = team.slice(0, team.lastIndexOf(' '));
  const letter = team.slice(team.lastIndexOf(' ') + 1);
  const index = Math.max(0, TT_OPPONENTS.findIndex((o) => o.club === clubName));
  const team4 = letter.charCodeAt(0) - 65;
  // player: the number of the team's first player among all opponents, for a name nobody else has.
  return { team, club: clubName, code: `OVL${String(101 + index)}`, base: 600_000 + index * 100 + (team4 + 1) * 10, player: (index * 4 + team4) * 4 };
}

/**
 * A sheet that ends in the meeting's score: we win the matches where we are the stronger side (with a
 * little luck), as many as the score says, or per player as many as the stored victory counts say.
 */
function sheetFor(meeting: MeetingRow, lineup: MemberRow[], live: boolean, counts: number[] | null): Sheet {
  const opp = opponentOf(meeting);
  const ours: TabtPlayer[] = lineup.map((m, i) => ({
    Position: i + 1,
    UniqueIndex: Number(m.associationId),
    FirstName: upper(m.firstName),
    LastName: upper(m.lastName),
    Ranking: m.ranking,
    IsForfeited: false,
  }));
  const theirs: TabtPlayer[] = lineup.map((m, k) => {
    const id = opp.base + k;
    const name = opponentNames(opp.player + k);
    return {
      Position: k + 1,
      UniqueIndex: id,
      FirstName: upper(name.first),
      LastName: upper(name.last),
      // Opponents about as strong as our player at the same place: one class either side.
      Ranking: rankingAt(strength(m.ranking) + ((meeting.week + k) % 3) - 1),
      IsForfeited: false,
    };
  });
  const [h, a] = meeting.score.split('-').map(Number);
  const target = live ? LIVE_FINAL_OURS : meeting.home ? h! : a!;
  const order = SHEET_ORDER.map(([homePos, awayPos], index) => {
    const [ourPos, theirPos] = meeting.home ? [homePos, awayPos] : [awayPos, homePos];
    const edge = strength(theirs[theirPos - 1]!.Ranking) - strength(ours[ourPos - 1]!.Ranking) + ((ourPos * 7 + theirPos * 3 + meeting.week) % 5) / 10;
    return { index, ourPos, theirPos, edge };
  });
  const best = (list: typeof order, n: number) => [...list].sort((x, y) => y.edge - x.edge || x.index - y.index).slice(0, n);
  const chosen = counts
    ? counts.flatMap((v, i) => best(order.filter((o) => o.ourPos === i + 1), v))
    : best(order, target);
  const wins = new Set(chosen.map((o) => o.index));
  const played = live ? order.slice(0, LIVE_PLAYED) : order;
  const results = played.map((o) => {
    const won = wins.has(o.index);
    const lost = (o.index + meeting.week) % 3;
    return { ourPos: o.ourPos, theirPos: o.theirPos, won, ourSets: won ? 3 : lost, theirSets: won ? lost : 3 };
  });
  const sheet: Sheet = { meeting, ours, theirs, results, live, countsGiven: counts !== null };
  for (const [i, p] of ours.entries()) p.VictoryCount = victories(sheet, i + 1);
  for (const [k, p] of theirs.entries()) p.VictoryCount = results.filter((r) => r.theirPos === k + 1 && !r.won).length;
  return sheet;
}

function venue(address: string) {
  const [name = '', street = '', ...town] = address.split(', ');
  return { Name: name, Street: street, Town: town.join(', ') };
}

/** A meeting as the club calendar of the site lists it, with its sheet when there is one. */
function teamMatch(m: MeetingRow, clubCode: string, sheet: Sheet | undefined): TabtTeamMatch {
  const opp = opponentOf(m);
  const [homeClub, awayClub] = m.home ? [clubCode, opp.code] : [opp.code, clubCode];
  // Played meetings are validated on the site; today's is still being filled in.
  const validated = sheet ? !sheet.live : m.score !== '';
  // Whether the home side won a match we won or lost.
  const home = (s: Sheet, won: boolean) => (s.meeting.home ? won : !won);
  let score: string | undefined = m.score || undefined;
  let details: TabtTeamMatch['MatchDetails'];
  if (sheet) {
    const homeWins = sheet.results.filter((r) => home(sheet, r.won)).length;
    const awayWins = sheet.results.length - homeWins;
    score = `${homeWins}-${awayWins}`;
    const individual: TabtIndividualMatch[] = sheet.results.map((r, i) => {
      const [hp, ap] = m.home ? [sheet.ours[r.ourPos - 1]!, sheet.theirs[r.theirPos - 1]!] : [sheet.theirs[r.theirPos - 1]!, sheet.ours[r.ourPos - 1]!];
      const [hs, as] = m.home ? [r.ourSets, r.theirSets] : [r.theirSets, r.ourSets];
      return {
        Position: i + 1,
        HomePlayerUniqueIndex: hp.UniqueIndex,
        AwayPlayerUniqueIndex: ap.UniqueIndex,
        HomeSetCount: hs,
        AwaySetCount: as,
        IsHomeForfeited: false,
        IsAwayForfeited: false,
      };
    });
    const [homePlayers, awayPlayers] = m.home ? [sheet.ours, sheet.theirs] : [sheet.theirs, sheet.ours];
    details = {
      DetailsCreated: true,
      HomePlayers: { PlayerCount: 4, DoubleTeamCount: 0, Players: homePlayers },
      AwayPlayers: { PlayerCount: 4, DoubleTeamCount: 0, Players: awayPlayers },
      IndividualMatchResults: individual,
      HomeScore: homeWins,
      AwayScore: awayWins,
    };
  }
  return {
    MatchId: m.playId,
    WeekName: String(m.week).padStart(2, '0'),
    Date: m.playDate,
    Time: `${m.playTime}:00`,
    VenueEntry: venue(m.address),
    HomeClub: homeClub,
    HomeTeam: m.homeTeam,
    AwayClub: awayClub,
    AwayTeam: m.awayTeam,
    Score: score,
    MatchUniqueId: m.matchUniqueId!,
    IsHomeForfeited: false,
    IsAwayForfeited: false,
    MatchDetails: details ?? { DetailsCreated: false, IndividualMatchResults: [] },
    DivisionId: m.divisionId,
    IsValidated: validated,
    IsLocked: validated,
  };
}
