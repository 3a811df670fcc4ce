import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerMomentResponsibles } from '../../db/schema.ts';
import type { Audience } from '../../http/liveAudience.ts';

/**
 * Who reads a play moment's presences (live updates, plugins/liveTopics.ts): users linked to one of its
 * responsible persons, as requireResponsible; without ids, the responsible persons of any moment of the clubs.
 */
export async function momentResponsibles(db: Db, clubs: readonly number[] | null, momentIds: readonly number[] | null): Promise<Audience> {
  const r = playerMomentResponsibles;
  const rows = momentIds
    ? momentIds.length === 0
      ? []
      : await db.select({ memberId: r.memberId }).from(r).where(inArray(r.momentId, [...momentIds]))
    : await db.select({ memberId: r.memberId }).from(r).where(clubs ? inArray(r.clubId, [...clubs]) : undefined);
  return { kind: 'members', ids: new Set(rows.map((row) => row.memberId)) };
}
