import { and, eq, inArray } from 'drizzle-orm';
import type { PlayerResult, PouleInformation, PouleMatch, PoulePlayer } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules, leagueSeries, leagues } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leagueOf, shownSeriesOf } from './leagues.ts';
import { leagueText } from './messages.ts';
import { poulesWithDetails } from './poules.ts';

/**
 * league/playerResults.php: every match of a member in the series shown, keyed by series number, with
 * the outcome seen from the member's side. No contact data: any member may look.
 */
export async function playerResults(db: Db, user: RequestUser, leagueId: number, memberId: number): Promise<Record<string, PlayerResult[]>> {
  await leagueOf(db, user.clubId, leagueId);
  const series = await shownSeriesOf(db, leagueId);
  if (series.length === 0) return {};
  const own = await db
    .select({ id: leaguePoulePlayers.id, pouleId: leaguePoulePlayers.pouleId, serieId: leaguePoules.serieId })
    .from(leaguePoulePlayers)
    .innerJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
    .where(and(eq(leaguePoulePlayers.memberId, memberId), inArray(leaguePoules.serieId, series.map((s) => s.serieId))));
  const poules = await poulesWithDetails(db, own.map((o) => o.pouleId));
  const out: Record<string, PlayerResult[]> = {};
  for (const o of own) {
    const poule = poules.find((p) => p.pouleId === o.pouleId)!;
    const serie = series.find((s) => s.serieId === o.serieId)!;
    const byId = new Map(poule.poulePlayers.map((p) => [p.poulePlayerId, p]));
    const rows = poule.pouleMatches
      .filter((m) => [m.playerId1, m.playerId2, m.playerId3, m.playerId4].includes(o.id))
      .map((m) => {
        const side1 = m.playerId1 === o.id || m.playerId2 === o.id;
        const played = m.games1 !== null && m.games2 !== null;
        const [mine, theirs] = side1 ? [m.games1, m.games2] : [m.games2, m.games1];
        return {
          leaguePouleId: poule.pouleId,
          serieId: serie.serieId,
          serie: serie.serie,
          period: serie.period,
          poule: `${poule.levelCode}${poule.poule}`,
          matchIndex: m.matchIndex,
          players: [m.playerId1, m.playerId2, m.playerId3, m.playerId4].map((id) => {
            const p = byId.get(id);
            return { id, name: p?.memberName ?? '', ranking: p?.memberRanking ?? '', replacementId: p?.replacementId ?? 0, replacementName: p?.replacementName ?? '' };
          }),
          games1: m.games1,
          games2: m.games2,
          games: played ? `${m.games1}-${m.games2}` : '',
          draw: played && mine === theirs,
          won: played && mine! > theirs!,
          lost: played && mine! < theirs!,
          remarks: m.remarks,
        };
      });
    out[String(serie.serie)] = [...(out[String(serie.serie)] ?? []), ...rows];
  }
  return out;
}

/** league/pouleInformation.php: one poule of this club with its information, standings and matches. */
export async function pouleInformation(
  db: Db,
  user: RequestUser,
  pouleId: number,
): Promise<{ information: PouleInformation; players: PoulePlayer[]; matches: PouleMatch[] }> {
  const [row] = await db
    .select({ serie: leagueSeries, resultsEntry: leagues.resultsEntry })
    .from(leaguePoules)
    .innerJoin(leagueSeries, eq(leagueSeries.id, leaguePoules.serieId))
    .innerJoin(leagues, eq(leagues.id, leagueSeries.leagueId))
    .where(and(eq(leaguePoules.id, pouleId), eq(leaguePoules.clubId, user.clubId)));
  if (!row) throw new ApiError(404, leagueText.unknownPoule);
  const [poule] = await poulesWithDetails(db, [pouleId]);
  const p = poule!;
  return {
    information: {
      levelId: p.levelId,
      level: p.level,
      levelCode: p.levelCode,
      serieId: row.serie.id,
      serie: row.serie.serie,
      serieDateFrom: row.serie.dateFrom,
      serieDateTill: row.serie.dateTill,
      serieStatus: row.serie.status,
      serieStatusDescription: leagueText.serieStatus[row.serie.status] ?? '',
      poule: p.poule,
      resultEntry: row.resultsEntry,
      nrOfPlayers: p.poulePlayers.length,
      pouleStatus: p.pouleStatus,
      pouleStatusDescription: p.pouleStatusDescription,
    },
    players: p.poulePlayers,
    matches: p.pouleMatches,
  };
}
