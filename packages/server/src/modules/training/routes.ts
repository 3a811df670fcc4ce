import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Path } from '@clubhuis/contract/catalogue';
import { handle, JsonText, type AppDeps } from '../../http/bind.ts';
import { ApiError } from '../../http/errors.ts';
import { trainers } from '../../db/schema.ts';
import { listTrainerMoments } from './momentQueries.ts';
import { attendanceOverview } from './attendance.ts';
import { mergeCandidates, updateMoment } from './momentUpdates.ts';
import { presencesOf } from './presenceQueries.ts';
import { setPresence } from './presenceUpdates.ts';
import { listTraineeMoments, reserve } from './traineeMoments.ts';
import { findMoment, nowOf, requireGivesOrAssists, requireTrainer } from './trainingAccess.ts';
import { trainingText } from './messages.ts';

/** The training and trainer calls answer in the success envelope (spec 02 section 7). */
const ok = <T>(data: T) => ({ success: true, data });
/** The same envelope around a JSON array PostgreSQL built, sent as it is. */
const okJson = <P extends Path>(data: string) => new JsonText<P>(`{"success":true,"data":${data}}`);

export function trainingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  handle(app, deps, 'trainer/getList.php', async ({ user }) => {
    // Administrators too: they give accounts the trainer right (club administration).
    if (!user.rights.administrator) requireTrainer(user);
    return ok(await db.select({ id: trainers.id, name: trainers.name }).from(trainers).where(eq(trainers.clubId, user.clubId)).orderBy(asc(trainers.name)));
  });
  handle(app, deps, 'training/getTrainingMomentsToBeConfirmedList', async ({ user }) => {
    const me = requireTrainer(user);
    const now = new Date();
    return okJson(await listTrainerMoments(db, user.clubId, me, brusselsClock(now).date, nowOf(now)));
  });
  handle(app, deps, 'training/getMergeTrainingMomentList', async ({ user, body }) => {
    requireTrainer(user);
    const m = await findMoment(db, user.clubId, body.event_id);
    if (m.trainingId !== body.training_id) throw new ApiError(404, trainingText.unknownMoment);
    return ok(await mergeCandidates(db, m));
  });
  handle(app, deps, 'training/updateTrainingMoment', async ({ user, body }) => ok(await updateMoment(db, user, body, nowOf(new Date()))));
  handle(app, deps, 'training/getTrainingPresencesList', async ({ user, body }) => {
    const m = await findMoment(db, user.clubId, body.event_id);
    requireGivesOrAssists(user, m);
    return ok(await presencesOf(db, m, nowOf(new Date())));
  });
  handle(app, deps, 'training/updateTrainingPresence', async ({ user, body }) => ok(await setPresence(db, user, body, nowOf(new Date()))));
  handle(app, deps, 'training/getTraineeMomentList', async ({ user, body }) => {
    const now = new Date();
    return okJson(await listTraineeMoments(db, user, body.trainee_id, brusselsClock(now).date, nowOf(now)));
  });
  handle(app, deps, 'training/getAttendanceOverview', async ({ user, body }) => ok(await attendanceOverview(db, user, body, nowOf(new Date()))));
  handle(app, deps, 'training/updateTrainingReservation', async ({ user, body }) => ok(await reserve(db, user, body, nowOf(new Date()))));
}
