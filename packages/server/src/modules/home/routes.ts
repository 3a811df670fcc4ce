import type { FastifyInstance } from 'fastify';
import { handle, JsonText, type AppDeps } from '../../http/bind.ts';
import { myWeek } from './myWeek.ts';
import { setWeeklyMailOn, weeklyMailOn } from './weeklyMailSwitch.ts';
import { weeklyMailUnsubscribeRoutes } from './weeklyMailUnsubscribe.ts';
import { scheduleWeeklyMails } from './weeklyMailSchedule.ts';

/** 'Mijn week', the weekly e-mail's switch and unsubscribe link, and (WEEKLY_MAIL_CHECK_SECONDS) its schedule. */
export function homeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  handle(app, deps, 'home/myWeek', async ({ user }) =>
    new JsonText<'home/myWeek'>(await myWeek(db, { clubId: user.clubId, memberIds: user.memberIds, trainerId: user.rights.trainerId, userId: user.userId }, new Date())),
  );
  // The switch is the caller's own account's: there is no account to name.
  handle(app, deps, 'home/weeklyMail', async ({ user }) => ({ on: await weeklyMailOn(db, user.userId) }));
  handle(app, deps, 'home/setWeeklyMail', async ({ user, body }) => ({ on: await setWeeklyMailOn(db, user, body.on) }));
  weeklyMailUnsubscribeRoutes(app, db, deps.links);

  if (deps.config.weeklyMailCheckSeconds > 0) {
    const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) };
    const stop = scheduleWeeklyMails({ db, links: deps.links, config: deps.config, log });
    app.addHook('onClose', stop);
  }
}
