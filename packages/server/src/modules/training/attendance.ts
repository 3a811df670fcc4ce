import { and, asc, between, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AttendanceOverview } from '@clubhuis/contract/entities/training';
import { addDays } from '@clubhuis/contract/rules/clock';
import { MAX_ATTENDANCE_DAYS, TRAINING_WINDOW_DAYS_BACK } from '@clubhuis/contract/rules/training';
import type { Db } from '../../db/client.ts';
import { members, trainingGroupMembers, trainingGroups, trainingMoments, trainingPresences, trainingReservations, trainings } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { requireTrainer } from './trainingAccess.ts';
import { trainingText } from './messages.ts';

const tm = trainingMoments;

/**
 * The attendance overview (beyond the spec) in five statements whatever the period: the caller's
 * groups, the held moments, the trainees, their marks, their reasons. Held: open or confirmed and
 * started (merged and cancelled ones did not take place).
 */
export async function attendanceOverview(
  db: Db,
  user: RequestUser,
  asked: { group_id: number; date_from?: string; date_till?: string },
  now: string,
): Promise<AttendanceOverview> {
  const me = requireTrainer(user);
  const today = now.slice(0, 10);
  const body = { ...asked, date_till: asked.date_till ?? today, date_from: asked.date_from ?? addDays(asked.date_till ?? today, -TRAINING_WINDOW_DAYS_BACK) };
  const days = (Date.parse(body.date_till) - Date.parse(body.date_from)) / 86_400_000;
  if (!(days >= 0) || days > MAX_ATTENDANCE_DAYS) throw new ApiError(400, trainingText.badPeriod);
  const staff = or(
    eq(tm.trainerId, me),
    eq(tm.assistentId, me),
    eq(tm.assistent2Id, me),
    eq(tm.assistent3Id, me),
    eq(tm.assistent4Id, me),
    eq(tm.assistent5Id, me),
  );
  const groups = await db
    .selectDistinct({ id: trainingGroups.id, name: trainingGroups.name })
    .from(trainingGroups)
    .innerJoin(trainings, eq(trainings.groupId, trainingGroups.id))
    .innerJoin(tm, eq(tm.trainingId, trainings.id))
    .where(and(eq(trainingGroups.clubId, user.clubId), staff))
    .orderBy(asc(trainingGroups.name), asc(trainingGroups.id));
  const groupId = body.group_id === 0 ? (groups[0]?.id ?? 0) : body.group_id;
  if (!groups.some((g) => g.id === groupId)) {
    if (body.group_id === 0) return { groups, groupId: 0, trainings: [], trainees: [] };
    throw new ApiError(403, trainingText.notYourGroup);
  }
  const moments = await db
    .select({ id: tm.id, date: tm.trainingDate, title: tm.title })
    .from(tm)
    .innerJoin(trainings, eq(trainings.id, tm.trainingId))
    .where(
      and(
        eq(trainings.groupId, groupId),
        between(tm.trainingDate, body.date_from, body.date_till),
        inArray(tm.status, [0, 1, 2]),
        lte(sql`${tm.trainingDate}::text || ' ' || ${tm.startTime}`, now),
      ),
    )
    .orderBy(asc(tm.trainingDate), asc(tm.startTime), asc(tm.id));
  const ids = moments.map((m) => m.id);
  const none = ids.length === 0 ? [-1] : ids;
  const [people, marks, reasons] = await Promise.all([
    db
      .select({ memberId: members.id, firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(
        and(
          eq(members.clubId, user.clubId),
          or(
            and(
              eq(members.memberState, 1),
              inArray(members.id, db.select({ id: trainingGroupMembers.memberId }).from(trainingGroupMembers).where(eq(trainingGroupMembers.groupId, groupId))),
            ),
            inArray(members.id, db.select({ id: trainingPresences.memberId }).from(trainingPresences).where(inArray(trainingPresences.momentId, none))),
          ),
        ),
      )
      .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id)),
    db.select().from(trainingPresences).where(inArray(trainingPresences.momentId, none)),
    db
      .select()
      .from(trainingReservations)
      .where(and(inArray(trainingReservations.momentId, none), eq(trainingReservations.reserved, -1))),
  ]);
  const key = (momentId: number, memberId: number) => `${momentId}:${memberId}`;
  const mark = new Map(marks.map((p) => [key(p.momentId, p.memberId), p.presence as -1 | 0 | 1]));
  const reason = new Map(reasons.map((r) => [key(r.momentId, r.memberId), r.remark]));
  return {
    groups,
    groupId,
    trainings: moments.map((m) => ({ eventId: m.id, date: m.date, title: m.title })),
    trainees: people.map((p) => ({
      memberId: p.memberId,
      memberName: `${p.firstName} ${p.lastName}`,
      cells: moments.map((m) => ({ presence: mark.get(key(m.id, p.memberId)) ?? -1, reason: reason.get(key(m.id, p.memberId)) ?? '' })),
    })),
  };
}
