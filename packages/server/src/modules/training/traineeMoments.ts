import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { TraineeTrainingMoment } from '@clubhuis/contract/entities/training';
import { addDays } from '@clubhuis/contract/rules/clock';
import { TRAINING_WINDOW_DAYS_AHEAD, TRAINING_WINDOW_DAYS_BACK } from '@clubhuis/contract/rules/training';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/preparedPer.ts';
import { trainingGroups, trainingMoments, trainingPresences, trainingReservations, trainings } from '../../db/schema.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { endOf, lockMoment, type MomentRow } from './trainingAccess.ts';
import { jsonList, momentOrder, momentTextParams, traineeMomentFields } from './momentJson.ts';
import { trainingText } from './messages.ts';

const tm = trainingMoments;
const p = trainingPresences;
const r = trainingReservations;

/**
 * The moments of the member's groups (and those it joined with 'Traint mee') within a window of dates,
 * with its answers, as TraineeTrainingMoment JSON: one prepared statement.
 */
const traineeMomentsOf = preparedPer((db) => {
  const memberId = sql.placeholder('memberId');
  const inGroup = sql`exists (select 1 from training_group_members g where g.group_id = ${trainings.groupId} and g.member_id = ${memberId}::int)`;
  return db
    .select({ json: jsonList(traineeMomentFields(sql.placeholder('now'), memberId, p.presence, r.reserved, r.remark), momentOrder) })
    .from(tm)
    .innerJoin(trainings, eq(trainings.id, tm.trainingId))
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainings.groupId))
    .leftJoin(p, and(eq(p.momentId, tm.id), eq(p.memberId, memberId)))
    .leftJoin(r, and(eq(r.momentId, tm.id), eq(r.memberId, memberId)))
    .where(
      and(
        eq(tm.clubId, sql.placeholder('clubId')),
        gte(tm.trainingDate, sql.placeholder('from')),
        lte(tm.trainingDate, sql.placeholder('till')),
        or(inGroup, sql`${p.memberId} is not null`),
      ),
    )
    .prepare('trainee_moments');
});

/** The member's moments from `from` to `till` (yyyy-mm-dd), as a JSON array's text. */
async function traineeMomentsJson(db: Db, clubId: number, memberId: number, from: string, till: string, now: string): Promise<string> {
  const [row] = await traineeMomentsOf(db).execute({ clubId, memberId, from, till, now, ...momentTextParams() });
  return row!.json;
}

export async function listTraineeMoments(db: Db, user: RequestUser, memberId: number, today: string, now: string): Promise<string> {
  requireOwn(user, memberId, trainingText.notOwnTraineeList);
  return traineeMomentsJson(db, user.clubId, memberId, addDays(today, -TRAINING_WINDOW_DAYS_BACK), addDays(today, TRAINING_WINDOW_DAYS_AHEAD), now);
}

/** The member's entry for one moment (undefined: the member is not in that training), by the list's own statement. */
async function traineeMoment(db: Db, clubId: number, memberId: number, m: MomentRow, now: string): Promise<TraineeTrainingMoment | undefined> {
  const day = JSON.parse(await traineeMomentsJson(db, clubId, memberId, m.trainingDate, m.trainingDate, now)) as TraineeTrainingMoment[];
  return day.find((x) => x.eventId === m.id);
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
    const mine = await traineeMoment(t, user.clubId, body.member_id, m, now);
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
    return (await traineeMoment(t, user.clubId, body.member_id, m, now))!;
  });
}
