import { and, between, eq, inArray, ne } from 'drizzle-orm';
import { addDays } from '@clubhuis/contract/rules/clock';
import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { MAX_ASSISTENTS } from '@clubhuis/contract/rules/training';
import type { Db } from '../../db/client.ts';
import { trainers, trainingMoments, trainings } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { momentById, momentLine } from './momentQueries.ts';
import { notifyMomentChange } from './momentNotices.ts';
import { lockMoment, requireGivesOrAssists, startOf, type MomentRow } from './trainingAccess.ts';
import { trainingText } from './messages.ts';

export interface MomentUpdate {
  event_id: number;
  status: number;
  remark: string;
  trainer_id?: number;
  assistent_id?: number;
  assistent2_id?: number;
  assistent3_id?: number;
  assistent4_id?: number;
  assistent5_id?: number;
  merge_id?: number;
}

/** Open moments of other trainings in the same week (Monday to Sunday): what a moment may be merged with. */
export async function mergeCandidates(db: Db, m: MomentRow) {
  const monday = addDays(m.trainingDate, -((new Date(`${m.trainingDate}T00:00:00Z`).getUTCDay() + 6) % 7));
  const rows = await db
    .select({
      id: trainingMoments.id,
      calendarTitle: trainingMoments.calendarTitle,
      title: trainingMoments.title,
      description: trainingMoments.description,
      trainingDate: trainingMoments.trainingDate,
      startTime: trainingMoments.startTime,
      endTime: trainingMoments.endTime,
    })
    .from(trainingMoments)
    .where(
      and(
        eq(trainingMoments.clubId, m.clubId),
        between(trainingMoments.trainingDate, monday, addDays(monday, 6)),
        ne(trainingMoments.trainingId, m.trainingId),
        inArray(trainingMoments.status, [0, 1]),
      ),
    )
    .orderBy(trainingMoments.trainingDate, trainingMoments.startTime, trainingMoments.id);
  return rows.map(({ trainingDate, startTime, endTime, ...c }) => ({ ...c, moment: momentLine({ trainingDate, startTime, endTime }) }));
}

/**
 * Spec 02 section 4, under the moment's row lock: 2 confirms a past open moment whose presences are
 * all ticked, 9 cancels and 8 merges an open one; 0 or 1 undoes a confirmed, merged or cancelled
 * one (back to 0 or 1 by its start, merge id cleared), or on an open one saves trainer, assistants
 * and remark. Anything else is a 409.
 */
export async function updateMoment(db: Db, user: RequestUser, body: MomentUpdate, now: string): Promise<TrainingMoment> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const m = await lockMoment(t, user.clubId, body.event_id);
    requireGivesOrAssists(user, m);
    const open = m.status < 2;
    const started = startOf(m) <= now;
    const remark = body.remark.trim();
    let set: Partial<typeof trainingMoments.$inferInsert>;
    if (body.status === 2) {
      if (!open) throw new ApiError(409, trainingText.notOpen);
      if (!started) throw new ApiError(409, trainingText.confirmNotPast);
      const current = await momentById(t, m.id, now);
      if (current.toBeConfirmed > 0) throw new ApiError(409, trainingText.confirmUnmarked);
      set = { status: 2, remark };
    } else if (body.status === 9) {
      if (!open) throw new ApiError(409, trainingText.notOpen);
      set = { status: 9, remark };
    } else if (body.status === 8) {
      if (!open) throw new ApiError(409, trainingText.notOpen);
      if (!body.merge_id) throw new ApiError(400, trainingText.chooseMerge);
      const candidates = await mergeCandidates(t, m);
      if (!candidates.some((c) => c.id === body.merge_id)) throw new ApiError(409, trainingText.notMergeable);
      set = { status: 8, mergeId: body.merge_id, remark };
    } else if (!open) {
      set = { status: started ? 0 : 1, mergeId: null };
    } else {
      set = { status: started ? 0 : 1, remark, ...(await staffOf(t, m, body)) };
    }
    await t.update(trainingMoments).set(set).where(eq(trainingMoments.id, m.id));
    if (set.status === 9 || set.status === 8) await notifyMomentChange(t, user, m, set.status, set.mergeId ?? null, new Date());
    return momentById(t, m.id, now);
  });
}

/** The trainer tab: a trainer is required, assistants up to the training's nrOfAssistents, all of this club. */
async function staffOf(db: Db, m: MomentRow, body: MomentUpdate): Promise<Partial<MomentRow>> {
  if (body.trainer_id === undefined) return {};
  if (body.trainer_id === 0) throw new ApiError(400, trainingText.chooseTrainer);
  const assistents = [body.assistent_id, body.assistent2_id, body.assistent3_id, body.assistent4_id, body.assistent5_id].map((x) => x || null);
  const [training] = await db.select({ n: trainings.nrOfAssistents }).from(trainings).where(eq(trainings.id, m.trainingId));
  if (assistents.slice(training!.n, MAX_ASSISTENTS).some((x) => x !== null)) throw new ApiError(400, trainingText.tooManyAssistents);
  const ids = [body.trainer_id, ...assistents.filter((x): x is number => x !== null)];
  const known = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.clubId, m.clubId), inArray(trainers.id, ids)));
  if (ids.some((id) => !known.some((k) => k.id === id))) throw new ApiError(400, trainingText.unknownTrainer);
  const [a1, a2, a3, a4, a5] = assistents;
  return { trainerId: body.trainer_id, assistentId: a1, assistent2Id: a2, assistent3Id: a3, assistent4Id: a4, assistent5Id: a5 };
}
