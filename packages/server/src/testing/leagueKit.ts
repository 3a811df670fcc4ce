// Test helpers for the league's API tests: the demo league's poules, players and subscriptions.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leaguePouleMatches, leaguePoulePlayers, leaguePoules, leagueSeries, leagueSubscriptions, leagues, members } from '../db/schema.ts';

/** The poules of the ongoing (2) or closed (9) series in level and poule order: A1, A2, A3, B1, … */
export async function poulesOf(db: Db, status: 2 | 9) {
  return db
    .select({ id: leaguePoules.id, status: leaguePoules.status })
    .from(leaguePoules)
    .innerJoin(leagueSeries, eq(leagueSeries.id, leaguePoules.serieId))
    .where(eq(leagueSeries.status, status))
    .orderBy(asc(leaguePoules.levelId), asc(leaguePoules.poule));
}

export async function playersOf(db: Db, pouleId: number) {
  return db.select().from(leaguePoulePlayers).where(eq(leaguePoulePlayers.pouleId, pouleId)).orderBy(asc(leaguePoulePlayers.playerIndex));
}

export async function matchesOf(db: Db, pouleId: number) {
  return db.select().from(leaguePouleMatches).where(eq(leaguePouleMatches.pouleId, pouleId)).orderBy(asc(leaguePouleMatches.matchIndex));
}

/** E-mail addresses of members, in the order asked. */
export async function emailsOf(db: Db, memberIds: number[]) {
  const rows = await db.select({ id: members.id, email: members.email }).from(members);
  return memberIds.map((id) => rows.find((r) => r.id === id)!.email);
}

/** Active subscribers without a poule in the ongoing series: the waiting list, first subscribed first. */
export async function waitingList(db: Db) {
  return db
    .select({ id: leagueSubscriptions.id, memberId: leagueSubscriptions.memberId })
    .from(leagueSubscriptions)
    .where(
      and(
        eq(leagueSubscriptions.status, 1),
        isNull(leagueSubscriptions.unsubscribedAt),
        sql`not exists (select 1 from ${leaguePoulePlayers} pp join ${leaguePoules} p on p.id = pp.poule_id join ${leagueSeries} s on s.id = p.serie_id where pp.subscription_id = ${leagueSubscriptions.id} and s.status = 2)`,
      ),
    )
    .orderBy(asc(leagueSubscriptions.subscribedAt), asc(leagueSubscriptions.id));
}

export async function setResultsEntry(db: Db, value: number) {
  await db.update(leagues).set({ resultsEntry: value });
}
