import { and, eq, inArray } from 'drizzle-orm';
import { classOfElo, eloOfClass, matchDelta } from '@clubhuis/contract/rules/rankingPoints';
import type { Db } from '../db/client.ts';
import { clubs, memberRankingHistory, members, tabtCache } from '../db/schema.ts';
import { cacheKey, memberResultsRequest } from '../adapters/tabt/tabtRequests.ts';
import { GetMembersResponse, type TabtResultEntry } from '../adapters/tabt/tabtSchemas.ts';
import { seasonNameOf, tabtSeason, type Federation } from '../adapters/tabt/tabtSite.ts';
import { CLASS_METHOD } from '../modules/competition/rankingHistory.ts';

/*
 * The demo club's ranking history (issue 34): what the club would have kept of each competition
 * player's ELO over four seasons. It tells the story of the seeded results: this season and the last
 * are walked back from today's ELO (the seeded answer) match day by match day with the what-if rule
 * (contract rules/rankingPoints.ts), so each day's change is what its wins and losses make it; the two
 * seasons before climb gently towards it, a class weaker.
 */

type Row = typeof memberRankingHistory.$inferInsert;
const seasonName = (season: number) => `${1999 + season}-${2000 + season}`;

export async function seedDemoRankingHistory(db: Db, clubId: number, today: string): Promise<void> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  const federation = club!.association.toUpperCase() as Federation;
  const season = tabtSeason(seasonNameOf(today));
  const affiliated = (await db.select().from(members).where(eq(members.clubId, clubId))).filter((m) => /^\d+$/.test(m.associationId));
  const keys = affiliated.flatMap((m) => [season, season - 1].map((s) => cacheKey(federation, 'GetMembers', memberResultsRequest(s, Number(m.associationId)))));
  const answers = new Map(
    (await db.select().from(tabtCache).where(and(eq(tabtCache.operation, 'GetMembers'), inArray(tabtCache.key, keys)))).map((r) => [
      r.key,
      GetMembersResponse.parse(r.response).MemberEntries[0],
    ]),
  );
  const rows: Row[] = [];
  for (const m of affiliated) {
    const uniqueIndex = Number(m.associationId);
    const now = answers.get(cacheKey(federation, 'GetMembers', memberResultsRequest(season, uniqueIndex)));
    const elo = now?.RankingPointsEntries.find((p) => p.MethodName === 'ELO')?.Value;
    if (!now || elo === undefined) continue;
    const before = answers.get(cacheKey(federation, 'GetMembers', memberResultsRequest(season - 1, uniqueIndex)));
    const weaker = classOfElo((eloOfClass(m.ranking) ?? elo) - 100);
    const at = (s: number, ranking: string) => ({ clubId, memberId: m.id, uniqueIndex, season: seasonName(s), ranking });
    // Walked back from today: this season ends at today's ELO, last season at this season's start.
    const thisSeason = walk(elo, now.ResultEntries, today);
    const lastSeason = walk(thisSeason[0]!.value, before?.ResultEntries ?? [], `${2000 + season - 1}-06-30`);
    const start = lastSeason[0]!.value;
    for (const [s, points, ranking] of [
      [season - 3, [{ day: `${1999 + season - 3}-09-01`, value: start - 70 }, { day: `${2000 + season - 3}-02-01`, value: start - 52 }], weaker],
      [season - 2, [{ day: `${1999 + season - 2}-09-01`, value: start - 45 }, { day: `${2000 + season - 2}-02-01`, value: start - 21 }], weaker],
      [season - 1, lastSeason, m.ranking],
      [season, thisSeason, m.ranking],
    ] as const) {
      rows.push({ ...at(s, ranking), method: CLASS_METHOD, value: null, seenOn: points[0]!.day });
      for (const p of points) rows.push({ ...at(s, ranking), method: 'ELO', value: p.value, seenOn: p.day });
    }
  }
  if (rows.length > 0) await db.insert(memberRankingHistory).values(rows);
}

/**
 * A season's ELO per match day, ending at `end`: the first point is the season's start (1 September),
 * then one per day with matches; the last is `end` (on `endDay` when no match came after).
 */
function walk(end: number, results: readonly TabtResultEntry[], endDay: string): { day: string; value: number }[] {
  const decided = results.filter((r) => r.Result === 'V' || r.Result === 'D').sort((a, b) => a.Date.localeCompare(b.Date));
  const days = [...new Set(decided.map((r) => r.Date))];
  const change = (day: string) =>
    decided.filter((r) => r.Date === day).reduce((sum, r) => sum + matchDelta(end, eloOfClass(r.Ranking) ?? end, r.Result === 'V'), 0);
  const changes = days.map((d) => Math.round(change(d)));
  let value = end - changes.reduce((a, b) => a + b, 0);
  const seasonStart = `${Number(endDay.slice(0, 4)) - (Number(endDay.slice(5, 7)) >= 9 ? 0 : 1)}-09-01`;
  const points = [{ day: seasonStart, value }];
  days.forEach((day, i) => {
    value += changes[i]!;
    points.push({ day, value });
  });
  if (days.length === 0) points.push({ day: endDay, value: end });
  return points;
}
