import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { divisionRankings } from '../../db/schema.ts';
import type { TabtRankingEntry } from '../../adapters/tabt/tabtSchemas.ts';

/* The sync's last step: the division rankings of the club's teams (see tabtSync.ts). */

/** One division's ranking: rows are written only where they differ; fetchedAt marks the last change. */
export async function syncRanking(
  db: Db,
  clubId: number,
  season: number,
  divisionId: number,
  entries: TabtRankingEntry[],
  now: Date,
): Promise<number> {
  const where = and(eq(divisionRankings.clubId, clubId), eq(divisionRankings.season, season), eq(divisionRankings.divisionId, divisionId));
  const current = await db.select().from(divisionRankings).where(where);
  const wanted = new Map<string, TabtRankingEntry>();
  for (const e of entries) if (!wanted.has(e.Team)) wanted.set(e.Team, e);
  let written = 0;
  for (const row of current) {
    if (wanted.has(row.team)) continue;
    await db.delete(divisionRankings).where(and(where, eq(divisionRankings.team, row.team)));
    written++;
  }
  for (const e of wanted.values()) {
    const values = {
      position: e.Position,
      teamClub: e.TeamClub,
      gamesPlayed: e.GamesPlayed,
      gamesWon: e.GamesWon,
      gamesLost: e.GamesLost,
      gamesDraw: e.GamesDraw,
      points: e.Points,
    };
    const row = current.find((r) => r.team === e.Team);
    if (row && Object.entries(values).every(([k, v]) => row[k as keyof typeof values] === v)) continue;
    if (row) await db.update(divisionRankings).set({ ...values, fetchedAt: now }).where(and(where, eq(divisionRankings.team, e.Team)));
    else await db.insert(divisionRankings).values({ clubId, season, divisionId, team: e.Team, ...values, fetchedAt: now });
    written++;
  }
  return written;
}
