import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { insertAccount, issuePasswordToken } from './accounts.ts';

// Addresses come from X-Forwarded-For (one trusted proxy hop), so one test plays several callers.
let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://club.example', trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const forgot = (email: string, from: string) => t.post('password/forgot.php', { email }, { 'x-forwarded-for': from });
const setPassword = (token: string, from: string, password = 'een goed wachtwoord') =>
  t.post('password/set.php', { token, password }, { 'x-forwarded-for': from });
const answer = (res: { status: number; json: unknown; error: { message: string } }) => [res.status, res.status === 200 ? res.json : res.error.message];
const linkIn = (text: string) => /#\/wachtwoord\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
const tooManyResets = 'Er werden het voorbije uur al te veel links aangevraagd. Probeer het later opnieuw.';

describe('password/forgot.php limits', () => {
  it("gives the owner a link from its own address after someone asked three for its e-mail elsewhere", async () => {
    for (let i = 0; i < 3; i++) expect((await forgot('kapitein@demo.clubhuis.be', '10.1.1.1')).status).toBe(200);
    const fourth = await forgot('kapitein@demo.clubhuis.be', '10.1.1.1');
    expect([fourth.status, fourth.error.message]).toEqual([429, tooManyResets]);
    await sink.waitFor(3);

    const own = await forgot('kapitein@demo.clubhuis.be', '10.1.1.2');
    expect(own.status).toBe(200);
    const mails = await sink.waitFor(4);
    expect(mails[3]!.to).toEqual(['kapitein@demo.clubhuis.be']);
    expect((await setPassword(linkIn(mails[3]!.text), '10.1.1.2')).status).toBe(200);
  });

  it('gives one e-mail at most three links an hour from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await forgot('leider@demo.clubhuis.be', '10.1.2.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await sink.waitFor(3);
    expect(sink.messages).toHaveLength(3);
  });

  it('answers an unknown e-mail exactly as a known one, refusals included', async () => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) {
      known.push(answer(await forgot('trainer@demo.clubhuis.be', '10.1.3.1')));
      unknown.push(answer(await forgot('niemand@demo.clubhuis.be', '10.1.3.2')));
    }
    expect(unknown).toEqual(known);
    expect(known.map(([status]) => status)).toEqual([200, 200, 200, 429]);
  });

  it('past ten links for one e-mail, holds back an address that asked already and still serves a new one', async () => {
    const email = 'onbekend-doelwit@demo.clubhuis.be';
    for (let i = 1; i <= 10; i++) expect((await forgot(email, `10.1.4.${i}`)).status).toBe(200);
    expect((await forgot(email, '10.1.4.1')).status).toBe(429);
    expect((await forgot(email, '10.1.4.99')).status).toBe(200);
  });

  it('gives one address twenty links an hour over all e-mails', async () => {
    for (let i = 1; i <= 20; i++) expect((await forgot(`iemand-${i}@demo.clubhuis.be`, '10.1.5.1')).status).toBe(200);
    const refused = await forgot('nog-iemand@demo.clubhuis.be', '10.1.5.1');
    expect([refused.status, refused.error.message]).toEqual([429, tooManyResets]);
  });
});

describe('password/set.php', () => {
  it('counts wrong links per address: twenty answer 410, the rest 429 in Dutch, however many arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => setPassword(`geraden-token-${String(i).padStart(8, '0')}`, '10.2.1.1')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 410)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(answers.find((r) => r.status === 429)!.error.message).toBe('Te veel ongeldige wachtwoordlinks vanaf dit adres. Probeer het over een uur opnieuw.');
    // Another address is not held back.
    expect((await setPassword('geraden-token-anders-000', '10.2.1.2')).status).toBe(410);
  });
});

describe('a link of an account deactivated after it was sent', () => {
  const newAccount = async (email: string) => {
    const user = await insertAccount(t.database.db, 1, { email, firstName: 'Nieuw', lastName: 'Account', active: true });
    return { user, token: await issuePasswordToken(t.database.db, user, 'invite', 3_600_000) };
  };
  const passwordHashOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

  it('sets no password when the administrator deactivated the account', async () => {
    const beheer = await t.login('beheer@demo.clubhuis.be');
    const { user, token } = await newAccount('gestopt@example.be');
    const rights = { composeAsCaptain: false, composeAnyTeam: false, trainerId: 0, hasSportsCamp: false, enterAnyLeagueResult: false, playerMoments: false, administrator: false };
    const saved = await t.post('admin/accounts/save', { jwt: beheer, userId: user.id, email: 'gestopt@example.be', firstName: 'Nieuw', lastName: 'Account', active: false, rights });
    expect(saved.status).toBe(200);

    const set = await setPassword(token, '10.3.1.1');
    expect([set.status, set.error.message]).toEqual([410, 'Deze link is al gebruikt of verlopen. Vraag een nieuwe link aan.']);
    expect(await passwordHashOf(user.id)).toBe('none');
  });

  it('sets no password when the account was made inactive some other way', async () => {
    const { user, token } = await newAccount('anders-gestopt@example.be');
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await setPassword(token, '10.3.1.2')).status).toBe(410);
    expect(await passwordHashOf(user.id)).toBe('none');
  });
});
