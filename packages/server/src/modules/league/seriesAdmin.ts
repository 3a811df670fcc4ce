import { and, asc, eq, isNull, lt, max, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitionPlayers, leagueLevels, leaguePouleMatches, leaguePoulePlayers, leaguePoules, leagueSeries, leagueSubscriptions, leagues, members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { drawPending } from './draws.ts';
import { drawOrder, drawPoules, type DrawEntrant } from './drawOrder.ts';
import { leagueText } from './messages.ts';
import { poulesWithDetails } from './poules.ts';

/** Players 1 and 2 against 3 and 4, then 1+3 against 2+4, then 1+4 against 2+3. */
const PAIRS: [number, number, number, number][] = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 3, 1, 2],
];

export async function lockSerie(tx: Db, clubId: number, serieId: number) {
  const [row] = await tx
    .select()
    .from(leagueSeries)
    .where(and(eq(leagueSeries.id, serieId), eq(leagueSeries.clubId, clubId)))
    .for('update');
  if (!row) throw new ApiError(404, leagueText.unknownSerie);
  return row;
}

/** The next period of a league, not started yet (status 1). */
export async function insertSerie(tx: Db, clubId: number, leagueId: number, dateFrom: string, dateTill: string) {
  const [league] = await tx.select({ id: leagues.id }).from(leagues).where(and(eq(leagues.id, leagueId), eq(leagues.clubId, clubId))).for('update');
  if (!league) throw new ApiError(404, leagueText.unknownLeague);
  const [last] = await tx.select({ n: max(leagueSeries.serie) }).from(leagueSeries).where(eq(leagueSeries.leagueId, leagueId));
  const [row] = await tx.insert(leagueSeries).values({ clubId, leagueId, serie: (last?.n ?? 0) + 1, dateFrom, dateTill, status: 1 }).returning();
  return row!;
}

/** Where each subscriber ended the league's last closed series before this one. */
async function previousPlaces(tx: Db, leagueId: number, serie: number) {
  const [closed] = await tx
    .select({ id: leagueSeries.id })
    .from(leagueSeries)
    .where(and(eq(leagueSeries.leagueId, leagueId), eq(leagueSeries.status, 9), lt(leagueSeries.serie, serie)))
    .orderBy(sql`${leagueSeries.serie} desc`)
    .limit(1);
  const places = new Map<number, NonNullable<DrawEntrant['previous']>>();
  if (!closed) return places;
  const ids = await tx.select({ id: leaguePoules.id }).from(leaguePoules).where(eq(leaguePoules.serieId, closed.id));
  // A series closed before draws were written by the change (or seeded rows): its places need the draw.
  await drawPending(tx, ids.map((p) => p.id));
  const poules = await poulesWithDetails(tx, ids.map((p) => p.id));
  const entries = poules.flatMap((p) => p.poulePlayers.map((pl) => ({ p, pl }))).sort((a, b) => a.p.level - b.p.level || a.pl.ranking - b.pl.ranking || a.p.poule - b.p.poule);
  const perLevel = new Map<number, number>();
  for (const { p, pl } of entries) {
    const levelRank = (perLevel.get(p.level) ?? 0) + 1;
    perLevel.set(p.level, levelRank);
    places.set(pl.subscriptionId, { level: p.level, place: pl.ranking, pouleSize: p.poulePlayers.length, levelRank });
  }
  return places;
}

/**
 * Draws the poules of a period not started yet from the active subscriptions (drawOrder.ts), makes
 * their matches and starts the period (status 2), under the period's row lock: drawn once.
 */
export async function drawSerie(tx: Db, clubId: number, serieId: number) {
  const serie = await lockSerie(tx, clubId, serieId);
  if (serie.status >= 2) throw new ApiError(409, leagueText.alreadyDrawn);
  const [running] = await tx
    .select({ id: leagueSeries.id })
    .from(leagueSeries)
    .where(and(eq(leagueSeries.leagueId, serie.leagueId), eq(leagueSeries.status, 2), ne(leagueSeries.id, serie.id)));
  if (running) throw new ApiError(409, leagueText.closeRunningFirst);
  const levels = await tx.select().from(leagueLevels).where(eq(leagueLevels.leagueId, serie.leagueId)).orderBy(asc(leagueLevels.level));
  if (levels.length === 0 || levels.some((l) => l.nrOfPlayersPerPoule !== 4)) throw new ApiError(409, leagueText.fourPerPoule);
  const places = await previousPlaces(tx, serie.leagueId, serie.serie);
  const subs = await tx
    .select({ s: leagueSubscriptions, padel: competitionPlayers.ranking, ranking: members.ranking })
    .from(leagueSubscriptions)
    .innerJoin(members, eq(members.id, leagueSubscriptions.memberId))
    .leftJoin(competitionPlayers, and(eq(competitionPlayers.memberId, leagueSubscriptions.memberId), eq(competitionPlayers.sport, 'padel')))
    .where(and(eq(leagueSubscriptions.leagueId, serie.leagueId), eq(leagueSubscriptions.status, 1), isNull(leagueSubscriptions.unsubscribedAt)));
  const entrants: DrawEntrant[] = subs.map(({ s, padel, ranking }) => ({
    subscriptionId: s.id,
    memberId: s.memberId,
    ranking: padel || ranking,
    subscribedAt: s.subscribedAt.toISOString(),
    // A member from the waiting list takes the place of the one who left.
    previous: places.get(s.id) ?? (s.replacesSubscriptionId ? places.get(s.replacesSubscriptionId) : undefined),
  }));
  const { poules, waiting } = drawPoules(
    drawOrder(entrants, levels.length),
    levels.map((l) => ({ levelId: l.id, level: l.level, nrOfPoules: l.nrOfPoules, playersPerPoule: l.nrOfPlayersPerPoule })),
  );
  for (const p of poules) {
    const [poule] = await tx.insert(leaguePoules).values({ clubId, serieId: serie.id, levelId: p.levelId, poule: p.poule, status: 2 }).returning({ id: leaguePoules.id });
    const players = await tx
      .insert(leaguePoulePlayers)
      .values(p.players.map((e, i) => ({ clubId, pouleId: poule!.id, subscriptionId: e.subscriptionId, memberId: e.memberId, playerIndex: i + 1 })))
      .returning({ id: leaguePoulePlayers.id });
    await tx.insert(leaguePouleMatches).values(
      PAIRS.map((q, i) => ({ clubId, pouleId: poule!.id, matchIndex: i + 1, player1: players[q[0]]!.id, player2: players[q[1]]!.id, player3: players[q[2]]!.id, player4: players[q[3]]!.id })),
    );
  }
  await tx.update(leagueSeries).set({ status: 2 }).where(eq(leagueSeries.id, serie.id));
  return { poules: poules.length, players: poules.length * 4, waiting: waiting.length };
}

/** Closes a running period: its poules close (no more results), its ranking is final. */
export async function closeSerie(tx: Db, clubId: number, serieId: number) {
  const serie = await lockSerie(tx, clubId, serieId);
  if (serie.status !== 2) throw new ApiError(409, leagueText.notRunning);
  // The final ranking: a poule with several replaced players and no stored draw gets it now.
  const ids = await tx.select({ id: leaguePoules.id }).from(leaguePoules).where(eq(leaguePoules.serieId, serie.id));
  await drawPending(tx, ids.map((p) => p.id));
  await tx.update(leaguePoules).set({ status: 9 }).where(eq(leaguePoules.serieId, serie.id));
  await tx.update(leagueSeries).set({ status: 9 }).where(eq(leagueSeries.id, serie.id));
  return serie;
}

/** Every league of the club with its levels, periods (poules and players drawn) and waiting list size. */
export async function leaguesOverview(db: Db, clubId: number) {
  const [all, levels, series] = await Promise.all([
    db.select().from(leagues).where(eq(leagues.clubId, clubId)).orderBy(asc(leagues.id)),
    db.select().from(leagueLevels).where(eq(leagueLevels.clubId, clubId)).orderBy(asc(leagueLevels.level)),
    db
      .select({
        s: leagueSeries,
        poules: sql<number>`(select count(*)::int from ${leaguePoules} p where p.serie_id = league_series.id)`,
      })
      .from(leagueSeries)
      .where(eq(leagueSeries.clubId, clubId))
      .orderBy(asc(leagueSeries.serie)),
  ]);
  const waiting = await Promise.all(all.map((l) => waitingListOf(db, l.id)));
  return all.map((l, i) => ({
    leagueId: l.id,
    description: l.description,
    waiting: waiting[i]!.map((w) => ({ subscriptionId: w.subscriptionId, memberName: `${w.first} ${w.last}`, subscribedAt: w.subscribedAt.toISOString() })),
    levels: levels.filter((v) => v.leagueId === l.id).map((v) => ({ levelId: v.id, code: v.code, nrOfPoules: v.nrOfPoules, playersPerPoule: v.nrOfPlayersPerPoule })),
    series: series.filter((x) => x.s.leagueId === l.id).map(({ s, poules }) => ({ serieId: s.id, serie: s.serie, dateFrom: s.dateFrom, dateTill: s.dateTill, status: s.status, poules })),
  }));
}

export interface LeagueValues {
  description: string;
  information: string;
  dateFrom: string;
  dateTill: string;
  subscriptionDateFrom: string;
  subscriptionDateTill: string;
  maxNrOfSubscriptions: number;
  onlineSubscriptions: boolean;
  resultsEntry: number;
}

/** Adds (leagueId 0) or changes a league; its levels by code: added or changed, never removed (poules point at them). */
export async function saveLeague(tx: Db, clubId: number, leagueId: number, values: LeagueValues, levels: { code: string; description: string; nrOfPoules: number }[]) {
  let id = leagueId;
  if (id === 0) id = (await tx.insert(leagues).values({ clubId, ...values }).returning({ id: leagues.id }))[0]!.id;
  else {
    const [row] = await tx.update(leagues).set(values).where(and(eq(leagues.id, id), eq(leagues.clubId, clubId))).returning({ id: leagues.id });
    if (!row) throw new ApiError(404, leagueText.unknownLeague);
  }
  const existing = await tx.select().from(leagueLevels).where(eq(leagueLevels.leagueId, id));
  for (const [i, l] of levels.entries()) {
    const same = existing.find((e) => e.code === l.code);
    if (same) await tx.update(leagueLevels).set({ level: i + 1, description: l.description, nrOfPoules: l.nrOfPoules }).where(eq(leagueLevels.id, same.id));
    else await tx.insert(leagueLevels).values({ clubId, leagueId: id, level: i + 1, code: l.code, description: l.description, nrOfPoules: l.nrOfPoules, nrOfPlayersPerPoule: 4 });
  }
  return id;
}

/** Active subscribers without a poule in the league's latest started period, first subscribed first. */
export async function waitingListOf(db: Db, leagueId: number) {
  const [latest] = await db
    .select({ id: leagueSeries.id })
    .from(leagueSeries)
    .where(and(eq(leagueSeries.leagueId, leagueId), sql`${leagueSeries.status} >= 2`))
    .orderBy(sql`${leagueSeries.serie} desc`)
    .limit(1);
  const seated = latest
    ? db
        .select({ id: leaguePoulePlayers.subscriptionId })
        .from(leaguePoulePlayers)
        .innerJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
        .where(eq(leaguePoules.serieId, latest.id))
    : undefined;
  return db
    .select({ subscriptionId: leagueSubscriptions.id, first: members.firstName, last: members.lastName, subscribedAt: leagueSubscriptions.subscribedAt })
    .from(leagueSubscriptions)
    .innerJoin(members, eq(members.id, leagueSubscriptions.memberId))
    .where(and(eq(leagueSubscriptions.leagueId, leagueId), eq(leagueSubscriptions.status, 1), isNull(leagueSubscriptions.unsubscribedAt), seated ? notInArray(leagueSubscriptions.id, seated) : undefined))
    .orderBy(asc(leagueSubscriptions.subscribedAt), asc(leagueSubscriptions.id));
}
