import type { FastifyInstance } from 'fastify';
import { requireOwn } from '../../http/context.ts';
import { handle, type AppDeps } from '../../http/bind.ts';
import { listMoments } from './momentQueries.ts';
import { requireChosen, todayOf } from './momentAccess.ts';
import { listPresences, setPresence } from './presences.ts';
import { cancel, listReservations, reserve } from './reservations.ts';
import { listWaiting, setWaiting } from './waitlist.ts';
import { playerMomentsText } from './messages.ts';

export function playerMomentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  handle(app, deps, 'playermoment/playermoment_list.php', async ({ user, body }) => {
    requireChosen(body);
    requireOwn(user, [body.member_id], playerMomentsText.notOwnMomentList);
    const today = todayOf(new Date());
    return listMoments(db, { clubId: user.clubId, memberIds: user.memberIds, today, limit: body.limit, infuture: body.infuture ?? false });
  });
  handle(app, deps, 'reservation/list.php', async ({ user, body }) => listReservations(db, user, body.member_ids, new Date()));
  handle(app, deps, 'reservation/update.php', async ({ user, body }) => reserve(db, user, body, new Date()));
  handle(app, deps, 'reservation/delete.php', async ({ user, body }) => cancel(db, user, body, new Date()));
  handle(app, deps, 'reservation/waitlist.php', async ({ user, body }) => setWaiting(db, user, body, new Date()));
  handle(app, deps, 'reservation/waiting.php', async ({ user, body }) => listWaiting(db, user, body.member_ids, new Date()));
  handle(app, deps, 'presence/list.php', async ({ user, body }) => listPresences(db, user, body.event_id));
  handle(app, deps, 'presence/update.php', async ({ user, body }) => setPresence(db, user, body));
}
