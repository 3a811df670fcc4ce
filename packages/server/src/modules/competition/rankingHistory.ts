import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RankingHistoryEntry } from '@clubhuis/contract/entities/competition';
import type { Db } from '../../db/client.ts';
import { memberRankingHistory } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { requireOwn } from '../../http/context.ts';
import type { TabtMember } from '../../adapters/tabt/tabtSchemas.ts';
import { frenoyText } from './messages.ts';

/** The method name of a row that keeps the ranking class alone (the site gave no points for it). */
export const CLASS_METHOD = 'Klassement';

/** What one answer of the site says about the member's ranking: the class, and per method its points. */
export function rankingValues(member: TabtMember, today: string): { method: string; value: number | null; seenOn: string }[] {
  const day = (lastModified: string) => (/^\d{4}-\d{2}-\d{2}/.test(lastModified) ? lastModified.slice(0, 10) : today);
  const points = member.RankingPointsEntries.filter((p) => p.MethodName !== '' && p.Value !== undefined).map((p) => ({
    method: p.MethodName,
    value: p.Value!,
    seenOn: day(p.LastModified),
  }));
  return [{ method: CLASS_METHOD, value: null, seenOn: today }, ...points];
}

/**
 * Keeps what a GetMembers answer says about the member's ranking (issue 34): per season and method a
 * row when the value or the class differs from the last one kept, so the same answer again adds
 * nothing. Under an advisory lock on the member, so two answers arriving at once store one row.
 */
export async function recordRankingHistory(
  db: Db,
  at: { clubId: number; memberId: number; season: string; today: string },
  member: TabtMember | undefined,
): Promise<number> {
  if (!member) return 0;
  const values = rankingValues(member, at.today);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member_ranking_history'), ${at.memberId})`);
    let added = 0;
    for (const v of values) {
      const [last] = await tx
        .select({ value: memberRankingHistory.value, ranking: memberRankingHistory.ranking })
        .from(memberRankingHistory)
        .where(
          and(
            eq(memberRankingHistory.clubId, at.clubId),
            eq(memberRankingHistory.memberId, at.memberId),
            eq(memberRankingHistory.season, at.season),
            eq(memberRankingHistory.method, v.method),
          ),
        )
        .orderBy(desc(memberRankingHistory.seenOn), desc(memberRankingHistory.id))
        .limit(1);
      if (last && last.value === v.value && last.ranking === member.Ranking) continue;
      await tx.insert(memberRankingHistory).values({
        clubId: at.clubId,
        memberId: at.memberId,
        uniqueIndex: member.UniqueIndex,
        season: at.season,
        method: v.method,
        value: v.value,
        ranking: member.Ranking,
        seenOn: v.seenOn,
      });
      added++;
    }
    return added;
  });
}

/**
 * frenoy/rankingHistory: what the club kept of a member's ranking, oldest first. Only the member's own
 * users read it: it is the club's record of one person's form, not the site's public page.
 */
export async function rankingHistory(db: Db, memberId: number, user: RequestUser): Promise<RankingHistoryEntry[]> {
  requireOwn(user, memberId, frenoyText.notYourHistory);
  const rows = await db
    .select()
    .from(memberRankingHistory)
    .where(and(eq(memberRankingHistory.clubId, user.clubId), eq(memberRankingHistory.memberId, memberId)))
    .orderBy(asc(memberRankingHistory.seenOn), asc(memberRankingHistory.id));
  return rows.map((r) => ({ Season: r.season, Method: r.method, Value: r.value, Ranking: r.ranking, SeenOn: r.seenOn }));
}
