import { and, eq, sql } from 'drizzle-orm';
import { mayEnterResults } from '@clubhuis/contract/rules/league';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules, leagueSeries, leagues } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leagueText } from './messages.ts';

export type Tx = Db;

/** A poule locked for one action, with its series, league and players. */
export interface LockedPoule {
  poule: typeof leaguePoules.$inferSelect;
  serie: typeof leagueSeries.$inferSelect;
  league: typeof leagues.$inferSelect;
  players: (typeof leaguePoulePlayers.$inferSelect)[];
  /** The latest series members see (status 2 or higher): "the last series" of spec 02 section 4. */
  isLastSerie: boolean;
}

/**
 * Locks the poule's row for the rest of the transaction: every league action on a poule (results,
 * replacement, play date) runs after the one before it, in any number of server processes.
 */
export async function lockPoule(tx: Tx, clubId: number, pouleId: number): Promise<LockedPoule> {
  const [row] = await tx
    .select({ poule: leaguePoules, serie: leagueSeries, league: leagues })
    .from(leaguePoules)
    .innerJoin(leagueSeries, eq(leagueSeries.id, leaguePoules.serieId))
    .innerJoin(leagues, eq(leagues.id, leagueSeries.leagueId))
    .where(and(eq(leaguePoules.id, pouleId), eq(leaguePoules.clubId, clubId)))
    .for('update', { of: leaguePoules });
  if (!row) throw new ApiError(404, leagueText.unknownPoule);
  const [players, [last]] = await Promise.all([
    tx.select().from(leaguePoulePlayers).where(eq(leaguePoulePlayers.pouleId, pouleId)),
    tx
      .select({ serie: sql<number>`max(${leagueSeries.serie})::int` })
      .from(leagueSeries)
      .where(and(eq(leagueSeries.leagueId, row.league.id), sql`${leagueSeries.status} >= 2`)),
  ]);
  return { ...row, players, isLastSerie: last?.serie === row.serie.serie };
}

/** The user's own member among the poule's players (the first, for a user with several), or undefined. */
export function ownPlayer(user: RequestUser, p: LockedPoule) {
  return p.players.find((pl) => user.memberIds.includes(pl.memberId));
}

/**
 * Result entry and replacements (spec 02 section 5): never on a closed poule or outside the ongoing
 * series; then resultEntry 2 everybody, a league manager, resultEntry 1 and one of the poule's players,
 * or the poule's captain (player 1).
 */
export function requireResultEntry(user: RequestUser, p: LockedPoule): void {
  if (p.poule.status >= 9 || p.serie.status !== 2) throw new ApiError(409, leagueText.pouleClosed);
  const shown = {
    resultEntry: p.league.resultsEntry,
    pouleStatus: p.poule.status,
    serieStatus: p.serie.status,
    poulePlayers: p.players.map((pl) => ({ memberId: pl.memberId, player: pl.playerIndex })),
  };
  // The user acts on its own information: a captain among its members may, whatever resultEntry says.
  if (!mayEnterResults({ ...user.rights, memberIds: user.memberIds }, shown, true)) throw new ApiError(403, leagueText.noResultEntry);
}
