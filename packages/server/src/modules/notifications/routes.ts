import type { FastifyInstance } from 'fastify';
import { webPushSender } from '../../adapters/webPush.ts';
import { handle, type AppDeps } from '../../http/bind.ts';
import { preferencesOf, setPreferences } from './preferences.ts';
import { keepQuietHours } from './quietHours.ts';
import { scheduleSending } from './sender.ts';
import { subscribe, unsubscribe } from './subscriptions.ts';
import { vapidKeysOf } from './vapid.ts';

/** Web Push (issue 31): the device's subscription and the account's choices; and, with PUSH_SEND_SECONDS, the sender. */
export function notificationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, 'notifications/publicKey', async ({ deps: { db } }) => ({ publicKey: (await vapidKeysOf(db)).publicKey }));
  handle(app, deps, 'notifications/subscribe', ({ body, user, deps: { db, config } }) => subscribe(db, config.push, user, body));
  handle(app, deps, 'notifications/unsubscribe', ({ body, user, deps: { db } }) => unsubscribe(db, user, body.endpoint));
  handle(app, deps, 'notifications/preferences', ({ body, user, deps: { db } }) => preferencesOf(db, user, body.endpoint));
  handle(app, deps, 'notifications/setPreferences', ({ body, user, deps: { db } }) => setPreferences(db, user, body));

  const { push } = deps.config;
  keepQuietHours(push.quietHours);
  if (push.sendSeconds > 0) {
    const sender = async () => webPushSender(await vapidKeysOf(deps.db), push.subject);
    const stop = scheduleSending(deps.db, sender, push.sendSeconds, (m) => app.log.warn(m));
    app.addHook('onClose', async () => stop());
  }
}
