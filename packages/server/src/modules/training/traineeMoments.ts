import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { TraineeTrainingMoment } from '@clubhuis/contract/entities/training';
import { addDays } from '@clubhuis/contract/rules/clock';
import { TRAINING_WINDOW_DAYS_AHEAD, TRAINING_WINDOW_DAYS_BACK } from '@clubhuis/contract/rules/training';
import type { Db } from '../../db/client.ts';
import { trainingGroups, trainingMoments, trainingPresences, trainingReservations, trainings } from '../../db/schema.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { toMoment } from './momentQueries.ts';
import { endOf, lockMoment } from './trainingAccess.ts';
import { trainingText } from './messages.ts';

const tm = trainingMoments;
const p = trainingPresences;
const r = trainingReservations;

/** One statement: the moments of the member's groups (and those it joined with 'Traint mee'), with its answers. */
async function selectTraineeMoments(db: Db, clubId: number, memberId: number, where: ReturnType<typeof and>, now: string) {
  const inGroup = sql`exists (select 1 from training_group_members g where g.group_id = ${trainings.groupId} and g.member_id = ${memberId})`;
  const rows = await db
    .select({ row: tm, groupName: trainingGroups.name, nrOfAssistents: trainings.nrOfAssistents, presence: p.presence, reserved: r.reserved, remark: r.remark })
    .from(tm)
    .innerJoin(trainings, eq(trainings.id, tm.trainingId))
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainings.groupId))
    .leftJoin(p, and(eq(p.momentId, tm.id), eq(p.memberId, memberId)))
    .leftJoin(r, and(eq(r.momentId, tm.id), eq(r.memberId, memberId)))
    .where(and(eq(tm.clubId, clubId), where, or(inGroup, sql`${p.memberId} is not null`)))
    .orderBy(asc(tm.trainingDate), asc(tm.startTime), asc(tm.id));
  return rows.map((x): TraineeTrainingMoment => {
    const m = toMoment({ ...x, toBeConfirmed: 0 }, now);
    return {
      eventId: m.eventId,
      title: m.title,
      moment: m.moment,
      calendarTitle: m.calendarTitle,
      description: m.description,
      startTime: m.startTime,
      endTime: m.endTime,
      trainingId: m.trainingId,
      trainingGroup: m.trainingGroup,
      trainingStatus: m.trainingStatus,
      trainingStatusDescription: m.trainingStatusDescription,
      memberId,
      presence: (x.presence ?? -1) as -1 | 0 | 1,
      reserved: (x.reserved ?? 0) as -1 | 0 | 1,
      remark: x.remark ?? '',
    };
  });
}

export async function listTraineeMoments(db: Db, user: RequestUser, memberId: number, today: string, now: string) {
  requireOwn(user, memberId, trainingText.notOwnTraineeList);
  const window = and(gte(tm.trainingDate, addDays(today, -TRAINING_WINDOW_DAYS_BACK)), lte(tm.trainingDate, addDays(today, TRAINING_WINDOW_DAYS_AHEAD)));
  return selectTraineeMoments(db, user.clubId, memberId, window, now);
}

/**
 * Spec 02 section 4, trainee reservation, under the moment's row lock: 1 will attend, -1 cannot (a
 * reason is required), 0 undoes; only for the user's own members in the training, never after its end.
 */
export async function reserve(
  db: Db,
  user: RequestUser,
  body: { event_id: number; member_id: number; reserved: number; remark: string },
  now: string,
): Promise<TraineeTrainingMoment> {
  requireOwn(user, body.member_id, trainingText.notOwnTrainee);
  const remark = body.remark.trim();
  if (body.reserved === -1 && remark === '') throw new ApiError(400, trainingText.reasonRequired);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const m = await lockMoment(t, user.clubId, body.event_id);
    const [mine] = await selectTraineeMoments(t, user.clubId, body.member_id, eq(tm.id, m.id), now);
    if (!mine) throw new ApiError(403, trainingText.notInTraining);
    if (endOf(m) <= now) throw new ApiError(409, trainingText.reservationPast);
    // Confirmed (started and taken), merged or cancelled: the answer no longer matters.
    if (m.status >= 2) throw new ApiError(409, trainingText.reservationClosed);
    const where = and(eq(r.momentId, m.id), eq(r.memberId, body.member_id));
    if (body.reserved === 0) await t.delete(r).where(where);
    else {
      await t
        .insert(r)
        .values({ clubId: user.clubId, momentId: m.id, memberId: body.member_id, reserved: body.reserved, remark: body.reserved === -1 ? remark : '' })
        .onConflictDoUpdate({ target: [r.momentId, r.memberId], set: { reserved: body.reserved, remark: body.reserved === -1 ? remark : '', createdAt: sql`now()` } });
    }
    const [after] = await selectTraineeMoments(t, user.clubId, body.member_id, eq(tm.id, m.id), now);
    return after!;
  });
}
