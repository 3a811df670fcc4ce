import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { AppConfig, SessionUser } from '@clubhuis/contract/entities/session';
import { createTestApp, TEST_SECRET, type TestApp } from '../../testing/testApp.ts';
import { loginFailures, userLogins } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tokenLifetimeSeconds: 3600 });
});
afterAll(() => t.close());

describe('general/config.php', () => {
  it('answers the demo club config in the envelope', async () => {
    const res = await t.post('general/config.php', { g2soft: '', returnSecureToken: true });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const config = AppConfig.parse(res.json.data);
    expect(config.clubCode).toBe('A999');
    expect(config.association).toBe('VTTL');
    expect(config.homePage).toBe(3);
    expect(config.disciplines.map((d) => d.description)).toEqual(['Tafeltennis', 'Padel', 'Badminton', 'Gym']);
  });
  it('gives the default club for a code that names no club', async () => {
    const res = await t.post('general/config.php', { g2soft: 'ZZZ1' });
    expect(res.status).toBe(200);
    expect(res.json.data?.clubCode).toBe('A999');
  });
});

describe('login.php', () => {
  it('logs in with every session user field and a working token', async () => {
    const res = await t.post('login.php', { login: 'Ouder@demo.clubhuis.be ', password: 'demo', application: 4 });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.expiresIn).toBe(3600);
    const user = SessionUser.parse(res.json.data);
    expect(user.token).toBe(res.json.jwt);
    expect(user.memberIds).toHaveLength(2);
    expect(user.memberId).toBe(user.memberIds[0]);
    expect(user.isLicensed).toBe(true);
    expect(user.canUnsubscribeFromLeague).toBe(true);
    expect(user.availableContributionForms[0]?.description).toBe('Mutualiteitsformulier lidgeld 2026-2027');
    expect(user.tokenExpiration).toBeGreaterThan(Date.now() + 3500_000);
    const [row] = await t.database.db.select().from(userLogins).where(eq(userLogins.id, user.loginId));
    expect(row?.userId).toBe(user.userId);
    const members = await t.post('member/getList.php', { jwt: res.json.jwt });
    expect(members.status).toBe(200);
  });

  it('carries each demo login its rights', async () => {
    const rights = async (who: string) => (await t.post('login.php', { login: `${who}@demo.clubhuis.be`, password: 'demo' })).json.data!;
    expect((await rights('kapitein')).composeAsCaptain).toBe(true);
    expect((await rights('leider')).composeAnyTeam).toBe(true);
    const trainer = await rights('trainer');
    expect(trainer.trainerId).toBeGreaterThan(0);
    expect(trainer.hasSportsCamp).toBe(true);
    expect((await rights('league')).enterAnyLeagueResult).toBe(true);
    const lid = await rights('lid');
    expect([lid.composeAsCaptain, lid.composeAnyTeam, lid.trainerId, lid.memberIds.length]).toEqual([false, false, 0, 1]);
  });

  it('refuses an empty e-mail or password with 400, counting no failed try', async () => {
    const empty = await t.post('login.php', { login: '', password: 'demo' });
    expect([empty.status, empty.error.message]).toEqual([400, "Het veld 'login' is leeg."]);
    const noPassword = await t.post('login.php', { login: 'lid@demo.clubhuis.be', password: '' });
    expect([noPassword.status, noPassword.error.message]).toEqual([400, "Het veld 'password' is leeg."]);
    const [{ n }] = (await t.database.db.select({ n: count() }).from(loginFailures)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses a wrong password and an unknown e-mail alike, in Dutch', async () => {
    for (const body of [
      { login: 'lid@demo.clubhuis.be', password: 'fout' },
      { login: 'niemand@demo.clubhuis.be', password: 'demo' },
    ]) {
      const res = await t.post('login.php', body);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, message: 'Onbekend e-mailadres of verkeerd wachtwoord.', data: null });
    }
  });
});

describe('login rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ trustProxy: 1 });
  });
  afterAll(() => limited.close());
  const failures = async (key: string) =>
    ((await limited.database.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.key, key))) as [{ n: number }])[0].n;
  const login = (email: string, password: string, from: string) =>
    limited.post('login.php', { login: email, password }, { 'x-forwarded-for': from });

  it('checks 10 tries of one e-mail from one address a minute, however many arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login('kapitein@demo.clubhuis.be', `fout${i}`, '10.0.1.1')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.error.message).toBe('Te veel mislukte aanmeldpogingen. Wacht een minuut en probeer opnieuw.');
    // The right password from that address waits too.
    expect((await login('kapitein@demo.clubhuis.be', 'demo', '10.0.1.1')).status).toBe(429);
    expect(await failures('pair:kapitein@demo.clubhuis.be|10.0.1.1')).toBe(10);
  });

  it("lets the owner in from an address without failures while someone guesses the password elsewhere", async () => {
    for (let i = 1; i <= 12; i++) await login('league@demo.clubhuis.be', `fout${i}`, '10.0.2.1');
    expect((await login('league@demo.clubhuis.be', 'demo', '10.0.2.1')).status).toBe(429);
    expect((await login('league@demo.clubhuis.be', 'demo', '10.0.2.2')).status).toBe(200);
  });

  it('does not hold back the other users behind one address (a club house NAT)', async () => {
    for (let i = 1; i <= 12; i++) await login(`onbekend${i}@demo.clubhuis.be`, 'x', '10.0.3.1');
    expect((await login('lid@demo.clubhuis.be', 'demo', '10.0.3.1')).status).toBe(200);
  });

  it('clears the failures of an e-mail and address after a correct password', async () => {
    for (let i = 1; i <= 3; i++) await login('leider@demo.clubhuis.be', `fout${i}`, '10.0.4.1');
    expect((await login('leider@demo.clubhuis.be', 'demo', '10.0.4.1')).status).toBe(200);
    expect(await failures('pair:leider@demo.clubhuis.be|10.0.4.1')).toBe(0);
  });

  it('counts the address the proxy saw, whatever the client puts in front of it', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++) statuses.push((await login('trainer@demo.clubhuis.be', 'fout', `192.0.2.${i}, 10.0.5.1`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('the token', () => {
  // postRaw: the tampered tokens include a number.
  const list = (jwt?: unknown) => t.postRaw('member/getList.php', jwt === undefined ? {} : { jwt });

  it('is required, in Dutch', async () => {
    const res = await list();
    expect(res.status).toBe(401);
    expect(res.error.message).toBe('Je bent niet aangemeld. Meld je opnieuw aan.');
  });
  it('is refused when tampered with', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const [h, p, s] = jwt.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '2' })).toString('base64url');
    for (const bad of [`${h}.${forged}.${s}`, `${jwt}x`, 42]) {
      const res = await list(bad);
      expect(res.status).toBe(401);
      expect(res.error.message).toBe('Je sessie is verlopen of ongeldig. Meld je opnieuw aan.');
    }
  });
  it('is refused once expired', async () => {
    const expired = await new SignJWT({ club: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await list(expired)).status).toBe(401);
  });
});
