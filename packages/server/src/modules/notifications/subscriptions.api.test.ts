import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions, pushVapidKeys, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { pushEndpoint, pushKeys } from '../../testing/pushService.ts';

let t: TestApp;
let lid: string;
let ouder: string;
let janUser: number;
beforeAll(async () => {
  t = await createTestApp({ push: { allowedOrigins: ['http://127.0.0.1:9'], sendSeconds: 0, subject: 'mailto:test@clubhuis.be', quietHours: false } });
  [lid, ouder] = await Promise.all([t.login('lid@demo.clubhuis.be'), t.login('ouder@demo.clubhuis.be')]);
  [{ id: janUser }] = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'lid@demo.clubhuis.be'))) as [{ id: number }];
});
afterAll(() => t.close());

const rowOf = async (endpoint: string) => (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe('notifications/publicKey', () => {
  it('answers the one VAPID key, made once and kept in the database', async () => {
    const [a, b] = await Promise.all([t.post('notifications/publicKey', { jwt: lid }), t.post('notifications/publicKey', { jwt: ouder })]);
    expect(a.json.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.json.publicKey).toBe(a.json.publicKey);
    const rows = await t.database.db.select().from(pushVapidKeys);
    expect(rows.map((r) => r.publicKey)).toEqual([a.json.publicKey]);
  });

  it('is for members only', async () => {
    expect((await t.postRaw('notifications/publicKey', {})).status).toBe(401);
  });
});

describe('notifications/subscribe and unsubscribe: a device is its own account\'s', () => {
  it('stores the device for the caller, and says so in the preferences of that device', async () => {
    const endpoint = pushEndpoint();
    const keys = pushKeys();
    const res = await t.post('notifications/subscribe', { jwt: lid, endpoint, keys });
    expect(res.json.message).toBe('Meldingen staan aan op dit toestel.');
    expect(await rowOf(endpoint)).toMatchObject({ userId: janUser, p256dh: keys.p256dh, auth: keys.auth });
    expect((await t.post('notifications/preferences', { jwt: lid, endpoint })).json.device).toBe(true);
    expect((await t.post('notifications/preferences', { jwt: ouder, endpoint })).json.device).toBe(false);
  });

  it('refuses an endpoint that is no https push service (Dutch 400 naming endpoint), and keys that are no keys', async () => {
    const plain = await t.post('notifications/subscribe', { jwt: lid, endpoint: 'http://intern.example/hook', keys: pushKeys() });
    expect([plain.status, plain.error.message]).toEqual([400, "Het veld 'endpoint' is geen adres van een push-dienst (enkel https)."]);
    const script = await t.postRaw('notifications/subscribe', { jwt: lid, endpoint: 'javascript:alert(1)', keys: pushKeys() });
    expect(script.status).toBe(400);
    expect(script.json.message).toBe("Het veld 'endpoint' is ongeldig.");
    const bad = await t.post('notifications/subscribe', { jwt: lid, endpoint: pushEndpoint(), keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } });
    expect([bad.status, bad.error.message]).toEqual([400, "Het veld 'keys' bevat geen sleutels van een push-abonnement."]);
    // 65 bytes that start as a point but lie on no curve.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const off = await t.post('notifications/subscribe', { jwt: lid, endpoint: pushEndpoint(), keys: { p256dh: offCurve, auth: 'A'.repeat(22) } });
    expect([off.status, off.error.message]).toEqual([400, "Het veld 'keys' bevat geen sleutels van een push-abonnement."]);
    const short = await t.postRaw('notifications/subscribe', { jwt: lid, endpoint: pushEndpoint(), keys: { p256dh: 'abc', auth: 'A'.repeat(22) } });
    expect(short.status).toBe(400);
    expect(short.json.message).toMatch(/^Het veld 'keys\.p256dh'/);
  });

  it('allows a configured origin (the tests\' http stand-in)', async () => {
    const res = await t.post('notifications/subscribe', { jwt: lid, endpoint: 'http://127.0.0.1:9/push/1', keys: pushKeys() });
    expect(res.status).toBe(200);
  });

  it('refuses (403) to take another account\'s device without its keys, and to remove it; the row stays as it was', async () => {
    const endpoint = pushEndpoint();
    await t.post('notifications/subscribe', { jwt: ouder, endpoint, keys: pushKeys() });
    const before = await rowOf(endpoint);
    const take = await t.post('notifications/subscribe', { jwt: lid, endpoint, keys: pushKeys() });
    expect([take.status, take.error.message]).toEqual([403, 'Dit toestel is aangemeld voor meldingen van een ander account.']);
    const remove = await t.post('notifications/unsubscribe', { jwt: lid, endpoint });
    expect([remove.status, remove.error.message]).toEqual([403, 'Dit toestel is aangemeld voor meldingen van een ander account.']);
    expect(await rowOf(endpoint)).toEqual(before);
  });

  it('moves a device to the account now logged in on it when it sends the device\'s own keys', async () => {
    const endpoint = pushEndpoint();
    const keys = pushKeys();
    await t.post('notifications/subscribe', { jwt: ouder, endpoint, keys });
    const take = await t.post('notifications/subscribe', { jwt: lid, endpoint, keys });
    expect(take.status).toBe(200);
    expect((await rowOf(endpoint))!.userId).toBe(janUser);
  });

  it('removes the caller\'s own device; an unknown one is off already', async () => {
    const endpoint = pushEndpoint();
    await t.post('notifications/subscribe', { jwt: lid, endpoint, keys: pushKeys() });
    const res = await t.post('notifications/unsubscribe', { jwt: lid, endpoint });
    expect(res.json.message).toBe('Meldingen staan uit op dit toestel.');
    expect(await rowOf(endpoint)).toBeUndefined();
    expect((await t.post('notifications/unsubscribe', { jwt: lid, endpoint })).status).toBe(200);
  });

  it('keeps one row when a device subscribes many times at once', async () => {
    const endpoint = pushEndpoint();
    const keys = pushKeys();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post('notifications/subscribe', { jwt: lid, endpoint, keys })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);
  });
});

describe('notifications/preferences and setPreferences', () => {
  it('has every kind on by default, keeps the account\'s choices, and the one switch', async () => {
    const first = await t.post('notifications/preferences', { jwt: ouder });
    expect(first.json).toEqual({
      all: true,
      kinds: { lineUp: true, confirmAsk: true, driver: true, training: true, playMoment: true, leagueResult: true, leagueReplacement: true, campPlanning: true, results: true },
      device: false,
    });
    const kinds = { ...first.json.kinds, training: false, campPlanning: false };
    const set = await t.post('notifications/setPreferences', { jwt: ouder, all: 1, kinds });
    expect(set.json.kinds).toEqual(kinds);
    const off = await t.post('notifications/setPreferences', { jwt: ouder, all: 0, kinds });
    expect(off.json.all).toBe(false);
    expect((await t.post('notifications/preferences', { jwt: ouder })).json).toEqual({ all: false, kinds, device: false });
    // Another account's choices are its own.
    expect((await t.post('notifications/preferences', { jwt: lid })).json.all).toBe(true);
  });

  it('refuses a body without every kind, naming the field', async () => {
    const res = await t.postRaw('notifications/setPreferences', { jwt: lid, all: 1, kinds: { lineUp: 1 } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Het veld 'kinds.confirmAsk' ontbreekt.");
  });
});
