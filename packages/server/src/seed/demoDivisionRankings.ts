import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clubs, divisionRankings, meetings, teams } from '../db/schema.ts';
import { clubResult } from '../modules/competition/clubResult.ts';
import { PADEL_OPPONENTS, TT_OPPONENTS } from './demoSeasonTeams.ts';
import { tabtSeason } from '../adapters/tabt/tabtSite.ts';

type Meeting = Pick<typeof meetings.$inferSelect, 'week' | 'home' | 'homeTeam' | 'awayTeam' | 'score' | 'won'>;

export interface Standing {
  team: string;
  teamClub: string;
  won: number;
  lost: number;
  draw: number;
}

/** Points as the VTTL counts them: 3 for a win, 2 for a draw, 1 for a loss. */
export const pointsOf = (s: Standing) => 3 * s.won + 2 * s.draw + s.lost;

/** FNV-1a: a stable number per name, so the demo ranking is the same on every start. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** The fictional opponent's club code: its place in the opponents' list ('OVL101'). */
function opponentCode(team: string, sport: string): string {
  const club = team.replace(/ \S+$/, '');
  const pool = sport === 'padel' ? PADEL_OPPONENTS : TT_OPPONENTS;
  const index = pool.findIndex((o) => o.club === club);
  const number = 101 + (index >= 0 ? index : hash(club) % 800);
  return `${sport === 'padel' ? 'PDL' : 'OVL'}${number}`;
}

/** A strength between 0 and 1 per opponent, and a little luck per game. */
const strengthOf = (team: string) => (hash(team) % 1000) / 1000;
const luck = (a: string, b: string, round: number) => ((hash(`${a}|${b}|${round}`) % 1000) / 1000 - 0.5) * 0.5;

/**
 * A division's standings after the played rounds, every game counted on both sides. Our games are
 * our meetings; the opponents meet each other round-robin (circle method: in round r the opponent
 * we meet sits out of their pairing) and the stronger one wins, with some luck, or they draw.
 * The demo meets its opponents in a fixed cycle (weeks 1-11, again in weeks 12-22).
 */
export function divisionStandings(ours: { name: string; clubCode: string; sport: string }, teamMeetings: Meeting[]): Standing[] {
  const byWeek = [...teamMeetings].sort((a, b) => a.week - b.week);
  const opponentOf = (m: Meeting) => (m.home ? m.awayTeam : m.homeTeam);
  const cycle = [...new Set(byWeek.map(opponentOf))];
  const table = new Map<string, Standing>([[ours.name, { team: ours.name, teamClub: ours.clubCode, won: 0, lost: 0, draw: 0 }]]);
  for (const name of cycle) table.set(name, { team: name, teamClub: opponentCode(name, ours.sport), won: 0, lost: 0, draw: 0 });
  const score = (a: string, b: string, result: number) => {
    const [x, y] = result > 0 ? (['won', 'lost'] as const) : result < 0 ? (['lost', 'won'] as const) : (['draw', 'draw'] as const);
    table.get(a)![x] += 1;
    table.get(b)![y] += 1;
  };
  const n = cycle.length;
  // Table tennis meetings of 16 matches can end 8-8; a padel meeting of 3 doubles cannot.
  const draws = ours.sport !== 'padel';
  for (const m of byWeek.filter((x) => x.score !== '')) {
    score(ours.name, opponentOf(m), clubResult(m));
    if (n % 2 === 0) continue; // the circle below needs an odd number of opponents
    const round = (m.week - 1) % n;
    // Seats 1..n turn one place a round; seat n holds the opponent we meet, seats p and n - p meet.
    const seat = (p: number) => cycle[(p + round) % n]!;
    for (let p = 1; p <= (n - 1) / 2; p++) {
      const [a, b] = [seat(p), seat(n - p)];
      const edge = strengthOf(a) - strengthOf(b) + luck(a, b, m.week);
      score(a, b, draws && Math.abs(edge) < 0.06 ? 0 : edge);
    }
  }
  return [...table.values()].sort((a, b) => pointsOf(b) - pointsOf(a) || b.won - a.won || a.team.localeCompare(b.team));
}


/** The divisions of the demo club's teams, ranked as the competition sync would import them. */
export async function seedDemoDivisionRankings(db: Db, clubId: number): Promise<void> {
  const [club] = await db.select({ code: clubs.code }).from(clubs).where(eq(clubs.id, clubId));
  const teamRows = await db
    .select()
    .from(teams)
    .where(sql`${teams.clubId} = ${clubId} and ${teams.divisionId} > 0`)
    .orderBy(asc(teams.id));
  const meetingRows = await db.select().from(meetings).where(eq(meetings.clubId, clubId)).orderBy(asc(meetings.week));
  const fetchedAt = new Date();
  const rows = teamRows.flatMap((team) =>
    divisionStandings(
      { name: team.name, clubCode: club!.code, sport: team.sport },
      meetingRows.filter((m) => m.teamId === team.id),
    ).map((s, i) => ({
      clubId,
      season: tabtSeason(team.season),
      divisionId: team.divisionId,
      position: i + 1,
      team: s.team,
      teamClub: s.teamClub,
      gamesPlayed: s.won + s.lost + s.draw,
      gamesWon: s.won,
      gamesLost: s.lost,
      gamesDraw: s.draw,
      points: pointsOf(s),
      fetchedAt,
    })),
  );
  if (rows.length) await db.insert(divisionRankings).values(rows);
}
