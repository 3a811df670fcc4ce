import type { FastifyInstance } from 'fastify';
import { handle, type AppDeps } from '../../http/bind.ts';
import { requireCampTrainer, requireOwnTrainer, todayOf } from './campAccess.ts';
import { groupMoments, planningMoments } from './moments.ts';
import { listSubscriptions } from './subscriptions.ts';
import { checkIn, checkOut, listPresences } from './presences.ts';
import { campPlanning, trainerDayPlanning } from './planning.ts';
import { listMaterial } from './materials.ts';
import { presenceLog } from './presenceLog.ts';
import { listTrainerPresences, updateTrainerPresence } from './trainerPresences.ts';
import { sportsCampText } from './messages.ts';

export function sportsCampRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // Training's presence form reads the transport types too: any member may ask.
  handle(app, deps, 'general/transportTypeList.php', async () => sportsCampText.transportTypes);
  handle(app, deps, 'sportscamp/presenceMomentList', async ({ user, body }) =>
    groupMoments(db, await requireOwnTrainer(db, user, body.trainer_id)),
  );
  handle(app, deps, 'sportscamp/planningMomentList', async ({ user, body }) =>
    planningMoments(db, await requireOwnTrainer(db, user, body.trainer_id)),
  );
  handle(app, deps, 'sportscamp/subscriptionList', async ({ user }) =>
    listSubscriptions(db, (await requireCampTrainer(db, user)).campIds, todayOf(new Date())),
  );
  handle(app, deps, 'sportscamp/presenceList', async ({ user, body }) => listPresences(db, user, body, new Date()));
  handle(app, deps, 'sportscamp/presenceUpdate', async ({ user, body }) => checkIn(db, user, body, new Date()));
  handle(app, deps, 'sportscamp/updateCheckOut', async ({ user, body }) => checkOut(db, user, body, new Date()));
  handle(app, deps, 'sportscamp/planning', async ({ user, body }) => campPlanning(db, user, body));
  handle(app, deps, 'sportscamp/trainerDayPlanning', async ({ user, body }) =>
    trainerDayPlanning(db, body.trainerId, await requireOwnTrainer(db, user, body.trainerId), todayOf(new Date())),
  );
  handle(app, deps, 'sportscamp/materialList', async ({ user }) =>
    listMaterial(db, user.clubId, (await requireCampTrainer(db, user)).campIds, todayOf(new Date())),
  );
  handle(app, deps, 'sportscamp/trainerPresenceList', async ({ user, body }) =>
    listTrainerPresences(db, body.trainerId, await requireOwnTrainer(db, user, body.trainerId)),
  );
  handle(app, deps, 'sportscamp/presenceLog', async ({ user, body }) => presenceLog(db, user, body, todayOf(new Date())));
  handle(app, deps, 'sportscamp/trainerPresenceUpdate', async ({ user, body }) =>
    updateTrainerPresence(db, user, body, todayOf(new Date())),
  );
}
