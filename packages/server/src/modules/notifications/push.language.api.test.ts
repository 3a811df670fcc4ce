import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webPushSender } from '../../adapters/webPush.ts';
import { competitionPlayers, users } from '../../db/schema.ts';
import { inLanguage } from '../../i18n/language.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { meetingsOf, memberId } from '../../testing/interclubKit.ts';
import { subscribeDevice } from '../../testing/notificationsKit.ts';
import { fakeDevice, pushKeys, startPushService, type FakeDevice, type PushServiceStandIn } from '../../testing/pushService.ts';
import { dayText } from './messages.ts';
import { sendDueNotifications } from './sender.ts';
import { vapidKeysOf } from './vapid.ts';

// Issue 33: a push is written in the language of the account it goes to, whoever made the change.
const SUBJECT = 'mailto:push-test@clubhuis.be';
let push: PushServiceStandIn;
let t: TestApp;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ push: { allowedOrigins: [push.origin], sendSeconds: 0, subject: SUBJECT, quietHours: false } });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const opened = (device: FakeDevice) =>
  push.received.filter((m) => m.endpoint === device.endpoint).map((m) => JSON.parse(device.decrypt(m.body)) as { title: string; body: string; url: string });

describe('push notifications in the recipient account\'s language', () => {
  it("tells a French account in French and a Dutch one in Dutch about the same line-up (the captain's own language aside)", async () => {
    const [kapitein, lid] = await Promise.all([t.login('kapitein@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
    const [jan, tom] = [await memberId(t, 'Jan', 'Peeters'), await memberId(t, 'Tom', 'Claes')];
    const listed = await t.database.db.select({ id: competitionPlayers.memberId }).from(competitionPlayers).where(eq(competitionPlayers.sport, 'tabletennis'));
    const others = listed.map((r) => r.id).filter((id) => id !== jan && id !== tom);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'lid@demo.clubhuis.be'));
    const janPhone = fakeDevice(push.origin);
    await subscribeDevice(t, lid, janPhone);
    const m = (await meetingsOf(t, 'TTC De Demo B', 'coming'))[0]!;
    const meeting = `${m.homeTeam} - ${m.awayTeam}`;
    const save = (players: number[]) => t.post('teamcomposition/update', { jwt: kapitein, teamcalendar_id: m.id, players, reserves: [], remarks: '' });
    expect((await save([tom, jan, others[0]!, others[1]!])).status).toBe(200);
    await sendDueNotifications(t.database.db, webPushSender(await vapidKeysOf(t.database.db), SUBJECT));
    const frenchDay = inLanguage('fr', () => dayText(m.playDate));
    expect(frenchDay).toMatch(/^(dim|lun|mar|mer|jeu|ven|sam)\. \d{1,2}\/\d{1,2}$/);
    expect(opened(janPhone)).toEqual([
      expect.objectContaining({ title: 'Composition TTC De Demo B', body: `Tu es dans la composition pour ${meeting} le ${frenchDay}.` }),
    ]);

    // Back to Dutch: the next change reads Dutch again.
    await t.database.db.update(users).set({ language: 'nl' }).where(eq(users.email, 'lid@demo.clubhuis.be'));
    expect((await save([tom, others[0]!, others[1]!, others[2]!])).status).toBe(200);
    await sendDueNotifications(t.database.db, webPushSender(await vapidKeysOf(t.database.db), SUBJECT));
    expect(opened(janPhone)[1]).toMatchObject({ title: 'Opstelling TTC De Demo B', body: `Je staat niet meer in de opstelling voor ${meeting} op ${dayText(m.playDate)}.` });
  });

  it('answers the subscription calls in the language asked for', async () => {
    const beheer = await t.login('beheer@demo.clubhuis.be');
    const res = await t.post('notifications/subscribe', { jwt: beheer, endpoint: 'http://evil.example/push', keys: pushKeys() }, { 'accept-language': 'fr-BE' });
    expect([res.status, res.error.message]).toEqual([400, "Le champ 'endpoint' n'est pas l'adresse d'un service push (https uniquement)."]);
  });
});
