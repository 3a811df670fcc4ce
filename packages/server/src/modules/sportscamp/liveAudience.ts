import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appConfig, sportsCampMoments, sportsCampTrainers } from '../../db/schema.ts';
import type { Audience } from '../../http/liveAudience.ts';

/**
 * Who reads a camp moment's check-ins (live updates, plugins/liveTopics.ts): users linked to a trainer of
 * that camp while the camp module is on, as campAccess; without ids, every camp trainer of the clubs.
 */
export async function campMomentTrainers(db: Db, clubs: readonly number[] | null, momentIds: readonly number[] | null): Promise<Audience> {
  if (momentIds?.length === 0) return { kind: 'members', ids: new Set() };
  const t = sportsCampTrainers;
  const on = and(eq(appConfig.clubId, t.clubId), eq(appConfig.sportsCampModule, true));
  const rows = momentIds
    ? await db
        .selectDistinct({ memberId: t.memberId })
        .from(sportsCampMoments)
        .innerJoin(t, eq(t.campId, sportsCampMoments.campId))
        .innerJoin(appConfig, on)
        .where(inArray(sportsCampMoments.id, [...momentIds]))
    : await db
        .selectDistinct({ memberId: t.memberId })
        .from(t)
        .innerJoin(appConfig, on)
        .where(clubs ? inArray(t.clubId, [...clubs]) : undefined);
  return { kind: 'members', ids: new Set(rows.map((row) => row.memberId)) };
}
