import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CampMoment } from '@clubhuis/contract/entities/sportscamp';
import type { Db } from '../../db/client.ts';
import { sportsCampGroups, sportsCampMoments, sportsCampPlannings, sportsCamps } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { halfDayLine, requireCampTrainer } from './campAccess.ts';
import { sportsCampText } from './messages.ts';

const m = sportsCampMoments;

/** The group half days of these camps, in date order, morning first, groups in their order. */
export async function groupMoments(db: Db, campIds: number[]): Promise<CampMoment[]> {
  if (campIds.length === 0) return [];
  const rows = await db
    .select({ m, title: sportsCamps.title, group: sportsCampGroups.name })
    .from(m)
    .innerJoin(sportsCamps, eq(sportsCamps.id, m.campId))
    .innerJoin(sportsCampGroups, eq(sportsCampGroups.id, m.groupId))
    .where(inArray(m.campId, campIds))
    .orderBy(asc(m.campDate), asc(m.ampm), asc(sportsCamps.title), asc(sportsCampGroups.position), asc(m.id));
  return rows.map(({ m: x, title, group }) => ({
    id: x.id,
    eventId: x.id,
    sportsCampId: x.campId,
    campDate: x.campDate,
    ampm: x.ampm,
    campTitleAndPeriod: `${title} - ${group} - ${halfDayLine(x.campDate, x.ampm)}`,
  }));
}

/** The planned half days of these camps (id and eventId: the planning's id). */
export async function planningMoments(db: Db, campIds: number[]): Promise<CampMoment[]> {
  if (campIds.length === 0) return [];
  const p = sportsCampPlannings;
  const rows = await db
    .select({ p, title: sportsCamps.title })
    .from(p)
    .innerJoin(sportsCamps, eq(sportsCamps.id, p.campId))
    .where(inArray(p.campId, campIds))
    .orderBy(asc(p.campDate), asc(p.ampm), asc(sportsCamps.title));
  return rows.map(({ p: x, title }) => ({
    id: x.id,
    eventId: x.id,
    sportsCampId: x.campId,
    campDate: x.campDate,
    ampm: x.ampm,
    campTitleAndPeriod: `${title} - ${halfDayLine(x.campDate, x.ampm)}`,
  }));
}

/** A group half day of one of the user's camps (404 otherwise: other camps' moments are not the user's to see). */
export async function findMoment(db: Db, user: RequestUser, eventId: number) {
  if (eventId === 0) throw new ApiError(400, sportsCampText.chooseMoment);
  const camps = await requireCampTrainer(db, user);
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.id, eventId), eq(m.clubId, user.clubId)));
  if (!row) throw new ApiError(404, sportsCampText.unknownMoment);
  if (!camps.campIds.includes(row.campId)) throw new ApiError(403, sportsCampText.notThisCampTrainer);
  return row;
}
