import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules } from '../../db/schema.ts';

const pp = leaguePoulePlayers;

/**
 * The draw among several replaced players of one poule (spec 02 section 4) is written by whatever
 * changes who is replaced, under the poule's row lock, and stored: reads only read `draw_rank`, so
 * every call and every process answers the same order and a read never writes.
 */

/**
 * The poule's replaced players after a change, the caller holding the poule's row lock: once there are
 * several, those not drawn yet are drawn after the ones drawn before (whoever drew first has decided).
 */
export async function drawReplaced(tx: Db, replaced: { id: number; drawRank: number | null }[]): Promise<void> {
  const undrawn = replaced.filter((r) => r.drawRank === null);
  if (replaced.length < 2 || undrawn.length === 0) return;
  let next = Math.max(0, ...replaced.map((r) => r.drawRank ?? 0));
  for (let i = undrawn.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [undrawn[i], undrawn[j]] = [undrawn[j]!, undrawn[i]!];
  }
  for (const r of undrawn) await tx.update(pp).set({ drawRank: ++next }).where(eq(pp.id, r.id));
}

/**
 * Draws the poules among these that still lack it, each under its row lock: for a series that closes
 * or is drawn after one closed (its ranking must be final), and for rows written without an action
 * (the demo seed). One statement finds them (none, nearly always).
 */
export async function drawPending(tx: Db, pouleIds: number[]): Promise<void> {
  if (pouleIds.length === 0) return;
  const pending = await tx
    .select({ pouleId: pp.pouleId })
    .from(pp)
    .where(and(inArray(pp.pouleId, pouleIds), isNotNull(pp.replacementMemberId)))
    .groupBy(pp.pouleId)
    .having(sql`count(*) > 1 and count(${pp.drawRank}) < count(*)`);
  for (const { pouleId } of pending) {
    await tx.transaction(async (inner) => {
      const t = inner as unknown as Db;
      await t.select({ id: leaguePoules.id }).from(leaguePoules).where(eq(leaguePoules.id, pouleId)).for('update');
      await drawReplaced(t, await t.select({ id: pp.id, drawRank: pp.drawRank }).from(pp).where(and(eq(pp.pouleId, pouleId), isNotNull(pp.replacementMemberId))));
    });
  }
}
