import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules } from '../../db/schema.ts';

const pp = leaguePoulePlayers;

/**
 * The draw among several replaced players of one poule (spec 02 section 4): made once, under the
 * poule's row lock, and stored, so every call and every process answers the same order afterwards.
 * One statement finds the poules that still need it (none, nearly always).
 */
export async function ensureDraws(db: Db, pouleIds: number[]): Promise<void> {
  if (pouleIds.length === 0) return;
  const pending = await db
    .select({ pouleId: pp.pouleId })
    .from(pp)
    .where(and(inArray(pp.pouleId, pouleIds), isNotNull(pp.replacementMemberId)))
    .groupBy(pp.pouleId)
    .having(sql`count(*) > 1 and count(${pp.drawRank}) < count(*)`);
  for (const { pouleId } of pending) await drawPoule(db, pouleId);
}

async function drawPoule(db: Db, pouleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: leaguePoules.id }).from(leaguePoules).where(eq(leaguePoules.id, pouleId)).for('update');
    const replaced = await tx
      .select({ id: pp.id, drawRank: pp.drawRank })
      .from(pp)
      .where(and(eq(pp.pouleId, pouleId), isNotNull(pp.replacementMemberId)));
    // Whoever drew first under the lock has already decided; only newcomers are drawn, after them.
    const undrawn = replaced.filter((r) => r.drawRank === null);
    let next = Math.max(0, ...replaced.map((r) => r.drawRank ?? 0));
    for (let i = undrawn.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [undrawn[i], undrawn[j]] = [undrawn[j]!, undrawn[i]!];
    }
    for (const r of undrawn) await tx.update(pp).set({ drawRank: ++next }).where(eq(pp.id, r.id));
  });
}
