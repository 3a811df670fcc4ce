import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clubs, competitionPlayers, meetingPlayers, meetings, members, tabtCache, teams } from '../db/schema.ts';
import { cacheKey, clubMatchesRequest, matchDetailsRequest, memberResultsRequest } from '../adapters/tabt/tabtRequests.ts';
import {
  GetMatchesResponse,
  GetMembersResponse,
  type TabtIndividualMatch,
  type TabtPlayer,
  type TabtResultEntry,
  type TabtTeamMatch,
} from '../adapters/tabt/tabtSchemas.ts';
import { seasonNameOf, tabtSeason, type Federation } from '../adapters/tabt/tabtSite.ts';
import { firstNames, lastNames, rankings } from './demoNames.ts';
import { TT_OPPONENTS } from './demoSeasonTeams.ts';

/*
 * The demo club is fictitious, so the competition site knows nothing about it: its answers are written
 * into tabt_cache here, under exactly the keys the server asks for, never expiring (the club is offline:
 * TABT_OFFLINE_CLUBS). They agree with the demo season: the club calendar is the seeded meetings, each
 * past table tennis meeting gets a match sheet whose score is the meeting's score and whose wins per
 * player are the line-up's victory counts (demoSeasonResults.ts writes them first; without them the
 * sheet decides and the counts are written from it), and every member's results are his matches on
 * them. Team A's meeting of today is under way: its sheet holds the first ten matches (the live score).
 */

/** The competition site's match number of a demo meeting: team letter and week. */
export const demoMatchUniqueId = (letter: string, week: number) => 880_000 + (letter.charCodeAt(0) - 64) * 100 + week;

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
const strength = (ranking: string) => Math.max(0, RANK_ORDER.indexOf(ranking));
const rankingAt = (i: number) => RANK_ORDER[Math.min(RANK_ORDER.length - 2, Math.max(0, i))]!;
const upper = (s: string) => s.toLocaleUpperCase('nl-BE');

type MemberRow = { id: number; firstName: string; lastName: string; ranking: string; associationId: string; memberState: number };
type MeetingRow = typeof meetings.$inferSelect & { letter: string; divisionId: number };

interface Sheet {
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

export async function seedDemoCompetitionCache(db: Db, clubId: number, today: string): Promise<void> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  const federation = club!.association.toUpperCase() as Federation;
  const seasonName = seasonNameOf(today);
  const season = tabtSeason(seasonName);

  // The competition site's match numbers (demoMatchUniqueId, in SQL) on every table tennis meeting of the season.
  await db.execute(sql`
    update ${meetings} m set match_unique_id = 880000 + (ascii(t.letter) - 64) * 100 + m.week
    from ${teams} t
    where t.id = m.team_id and t.club_id = ${clubId} and t.season = ${seasonName} and t.sport = 'tabletennis' and t.letter <> ''`);

  const calendar = (await db
    .select({ m: meetings, letter: teams.letter, divisionId: teams.divisionId })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .where(and(eq(meetings.clubId, clubId), eq(teams.season, seasonName), eq(teams.sport, 'tabletennis')))
    .orderBy(asc(meetings.playDate), asc(teams.letter))).map((r) => ({ ...r.m, letter: r.letter, divisionId: r.divisionId }));
  const clubMembers: MemberRow[] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      ranking: members.ranking,
      associationId: members.associationId,
      memberState: members.memberState,
    })
    .from(members)
    .where(eq(members.clubId, clubId))
    .orderBy(asc(members.id));
  const memberById = new Map(clubMembers.map((m) => [m.id, m]));
  const lineups = calendar.length
    ? await db
        .select({ meetingId: meetingPlayers.meetingId, memberId: meetingPlayers.memberId, victoryCount: meetingPlayers.victoryCount })
        .from(meetingPlayers)
        .where(and(inArray(meetingPlayers.meetingId, calendar.map((m) => m.id)), eq(meetingPlayers.reserve, false)))
        .orderBy(asc(meetingPlayers.meetingId), asc(meetingPlayers.position))
    : [];
  const playing = new Set(
    (await db
      .select({ memberId: competitionPlayers.memberId })
      .from(competitionPlayers)
      .where(and(eq(competitionPlayers.clubId, clubId), eq(competitionPlayers.sport, 'tabletennis')))).map((p) => p.memberId),
  );

  const sheets: Sheet[] = [];
  for (const meeting of calendar) {
    const lineup = lineups.filter((l) => l.meetingId === meeting.id);
    const live = meeting.playDate === today && meeting.letter === 'A';
    if (lineup.length !== 4 || !(live || (meeting.playDate < today && meeting.score !== ''))) continue;
    const counts = live || lineup.some((l) => l.victoryCount === null) ? null : lineup.map((l) => l.victoryCount!);
    sheets.push(sheetFor(meeting, lineup.map((l) => memberById.get(l.memberId)!), live, counts));
  }

  const entries = calendar.map((m) => teamMatch(m, club!.code, sheets.find((s) => s.meeting.id === m.id)));
  const rows: (typeof tabtCache.$inferInsert)[] = [];
  const fetchedAt = new Date(`${today}T06:00:00Z`);
  const row = (key: string, operation: string, response: unknown) => rows.push({ key, operation, response, fetchedAt, expiresAt: null });

  row(
    cacheKey(federation, 'GetMatches', clubMatchesRequest(club!.code, season)),
    'GetMatches',
    GetMatchesResponse.parse({ MatchCount: entries.length, TeamMatchesEntries: entries.map(({ MatchDetails: _, ...e }) => e) }),
  );
  for (const s of sheets) {
    const entry = entries.find((e) => e.MatchUniqueId === s.meeting.matchUniqueId)!;
    row(
      cacheKey(federation, 'GetMatches', matchDetailsRequest(season, entry.MatchUniqueId!)),
      'GetMatches',
      GetMatchesResponse.parse({ MatchCount: 1, TeamMatchesEntries: [entry] }),
    );
  }

  const results = resultsByPlayer(sheets.filter((s) => !s.live));
  const eloDate = `${today.slice(0, 8)}01`;
  for (const m of clubMembers) {
    if (!/^\d+$/.test(m.associationId)) continue;
    const uniqueIndex = Number(m.associationId);
    const own = [...(results.get(uniqueIndex) ?? []), ...tournamentResults(m, calendar)].sort((a, b) => a.Date.localeCompare(b.Date));
    row(
      cacheKey(federation, 'GetMembers', memberResultsRequest(season, uniqueIndex)),
      'GetMembers',
      GetMembersResponse.parse({
        MemberCount: 1,
        MemberEntries: [
          {
            Position: 1,
            UniqueIndex: uniqueIndex,
            RankingIndex: 1,
            FirstName: upper(m.firstName),
            LastName: upper(m.lastName),
            Ranking: m.ranking,
            Status: m.memberState === 1 ? 'A' : 'I',
            Club: club!.code,
            // Only competition players have a rating; it follows the ranking with a personal touch.
            RankingPointsEntries: playing.has(m.id)
              ? [{ MethodName: 'ELO', Value: 2000 - strength(m.ranking) * 55 + ((m.id * 37) % 40), LastModified: eloDate }]
              : [],
            ResultEntries: own,
          },
        ],
      }),
    );
  }
  await db.insert(tabtCache).values(rows).onConflictDoNothing();

  // Victory counts of line-ups that have none yet (the season's results seed writes them first), from the sheets.
  const counts = sheets
    .filter((s) => !s.live && !s.countsGiven)
    .flatMap((s) =>
      s.ours.map((p, i) => sql`(${s.meeting.id}::int, ${memberIdOf(clubMembers, p)}::int, ${victories(s, i + 1)}::int)`),
    );
  if (counts.length > 0) {
    await db.execute(sql`
      update ${meetingPlayers} mp set victory_count = v.c
      from (values ${sql.join(counts, sql`, `)}) as v(meeting_id, member_id, c)
      where mp.meeting_id = v.meeting_id and mp.member_id = v.member_id`);
  }
}

const memberIdOf = (all: MemberRow[], p: TabtPlayer) => all.find((m) => m.associationId === String(p.UniqueIndex))!.id;
const victories = (s: Sheet, ourPos: number) => s.results.filter((r) => r.ourPos === ourPos && r.won).length;

/** The opponent club of a demo meeting, its code at the federation and its players (the same in both legs). */
function opponentOf(meeting: MeetingRow): { team: string; club: string; code: string; base: number } {
  const team = meeting.home ? meeting.awayTeam : meeting.homeTeam;
  const clubName = team.slice(0, team.lastIndexOf(' '));
  const letter = team.slice(team.lastIndexOf(' ') + 1);
  const index = Math.max(0, TT_OPPONENTS.findIndex((o) => o.club === clubName));
  return { team, club: clubName, code: `OVL${String(101 + index)}`, base: 600_000 + index * 100 + (letter.charCodeAt(0) - 64) * 10 };
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
    return {
      Position: k + 1,
      UniqueIndex: id,
      FirstName: upper(firstNames.M[id % firstNames.M.length]!),
      LastName: upper(lastNames[(id * 7) % lastNames.length]!),
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

/** Every finished sheet's matches, per player of ours (by UniqueIndex): a result entry describes the opponent. */
function resultsByPlayer(sheets: Sheet[]): Map<number, TabtResultEntry[]> {
  const out = new Map<number, TabtResultEntry[]>();
  for (const s of sheets) {
    const opp = opponentOf(s.meeting);
    for (const r of s.results) {
      const me = s.ours[r.ourPos - 1]!;
      const them = s.theirs[r.theirPos - 1]!;
      const list = out.get(me.UniqueIndex) ?? [];
      list.push({
        Date: s.meeting.playDate,
        UniqueIndex: them.UniqueIndex,
        FirstName: them.FirstName,
        LastName: them.LastName,
        Ranking: them.Ranking,
        Result: r.won ? 'V' : 'D',
        SetFor: r.ourSets,
        SetAgainst: r.theirSets,
        CompetitionType: 'C',
        Club: opp.club,
        MatchId: s.meeting.playId,
        MatchUniqueId: s.meeting.matchUniqueId!,
      });
      out.set(me.UniqueIndex, list);
    }
  }
  return out;
}

/** A tournament before the season for the member login (Jan Peeters), so ranking classes show more than interclub. */
function tournamentResults(m: MemberRow, calendar: MeetingRow[]): TabtResultEntry[] {
  if (!(m.firstName === 'Jan' && m.lastName === 'Peeters') || calendar.length === 0) return [];
  const day = new Date(`${calendar[0]!.playDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 12);
  const date = day.toISOString().slice(0, 10);
  const opponents: [string, string, string, 'V' | 'D', number, number][] = [
    ['WOUT', 'DE KEYSER', 'D0', 'V', 3, 0],
    ['PIETER', 'VAN ACKER', 'C4', 'V', 3, 2],
    ['BRAM', 'VERSCHUEREN', 'C2', 'V', 3, 1],
    ['SEPPE', 'COPPENS', 'B6', 'D', 1, 3],
  ];
  return opponents.map(([first, last, ranking, result, setFor, setAgainst], i) => ({
    Date: date,
    UniqueIndex: 650_000 + i,
    FirstName: first,
    LastName: last,
    Ranking: ranking,
    Result: result,
    SetFor: setFor,
    SetAgainst: setAgainst,
    CompetitionType: 'T',
    Club: 'TTC Gentbrugge',
    TournamentName: 'Criterium Oost-Vlaanderen',
    TournamentSerieName: 'Reeks C',
  }));
}
