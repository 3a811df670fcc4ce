// Invitations (issue 28, item 4): a limit sized for a club, apart from the other mails, and 'invite all'
// with its own larger count, counted in the transaction that makes the links.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { callQuotas, passwordTokens, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { otherClubAdmin } from '../../testing/adminKit.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => {
  sink.messages.length = 0;
});

const noRights = { composeAsCaptain: false, composeAnyTeam: false, trainerId: 0, hasSportsCamp: false, enterAnyLeagueResult: false, playerMoments: false, administrator: false };

/** A new club's administrator and `n` accounts it made (no password yet), plus one it deactivated. */
async function clubWithAccounts(t: TestApp, n: number) {
  const admin = await otherClubAdmin(t.database.db);
  const tag = Math.random().toString(36).slice(2);
  const emails = [];
  for (let i = 1; i <= n; i++) {
    const email = `lid${i}-${tag}@nieuw.be`;
    expect((await t.post('admin/accounts/save', { jwt: admin.jwt, email, firstName: 'Lid', lastName: `Nummer ${i}`, rights: noRights })).status).toBe(200);
    emails.push(email);
  }
  await t.post('admin/accounts/save', { jwt: admin.jwt, email: `weg-${tag}@nieuw.be`, firstName: 'Weg', lastName: 'Gegaan', active: 0, rights: noRights });
  // The administrator itself chose its password (club:create's link): it is no one to invite.
  await t.database.db.update(users).set({ passwordHash: 'gekozen' }).where(eq(users.clubId, admin.clubId));
  await t.database.db.update(users).set({ passwordHash: 'none' }).where(inArray(users.email, [...emails, `weg-${tag}@nieuw.be`]));
  return { admin, emails };
}

describe('admin/accounts/invite', () => {
  it('lets an administrator invite one by one past the hourly mail limit (the 21st answered 429)', async () => {
    const t = await createTestApp({ smtpUrl: sink.url });
    try {
      const { admin, emails } = await clubWithAccounts(t, 1);
      const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, emails[0]!));
      const statuses = [];
      for (let i = 0; i < 21; i++) statuses.push((await t.post('admin/accounts/invite', { jwt: admin.jwt, userId: account!.id })).status);
      expect(statuses).toEqual(Array(21).fill(200));
    } finally {
      await t.close();
    }
  });

  it('refuses past its own hourly count, in Dutch', async () => {
    const t = await createTestApp({ smtpUrl: sink.url, inviteLimitPerHour: 2 });
    try {
      const { admin, emails } = await clubWithAccounts(t, 1);
      const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, emails[0]!));
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await t.post('admin/accounts/invite', { jwt: admin.jwt, userId: account!.id }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.error.message).toBe('Je hebt het maximum aantal uitnodigingen voor dit uur bereikt. Probeer het later opnieuw, of nodig iedereen in één keer uit.');
    } finally {
      await t.close();
    }
  });
});

describe('admin/accounts/inviteAll', () => {
  it('invites every active account without a password and without a working link, as many as the hour allows; the rest waits for the next hour', async () => {
    const t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://club.example', inviteAllLimitPerHour: 3 });
    try {
      const { admin, emails } = await clubWithAccounts(t, 5);
      const first = await t.post('admin/accounts/inviteAll', { jwt: admin.jwt });
      expect(first.json).toEqual({
        invited: 3,
        waiting: 2,
        message: 'Er werden uitnodigingen verstuurd naar 3 gebruikers. De links zijn 7 dagen geldig. 2 gebruikers wachten nog: het maximum van dit uur is bereikt. Nodig hen over een uur uit met dezelfde knop.',
      });
      const mails = await sink.waitFor(3);
      expect(mails.map((m) => m.to[0]).sort()).toEqual(emails.slice(0, 3).sort());
      expect((await t.post('admin/accounts/inviteAll', { jwt: admin.jwt })).json).toMatchObject({ invited: 0, waiting: 2 });

      // An hour later (its uses dropped): the two that waited, then nobody.
      await t.database.db.delete(callQuotas).where(eq(callQuotas.key, `invite-all:${admin.clubId}`));
      const second = await t.post('admin/accounts/inviteAll', { jwt: admin.jwt });
      expect(second.json).toEqual({ invited: 2, waiting: 0, message: 'Er werden uitnodigingen verstuurd naar 2 gebruikers. De links zijn 7 dagen geldig.' });
      const all = await sink.waitFor(5);
      expect(all.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
      expect((await t.post('admin/accounts/inviteAll', { jwt: admin.jwt })).json).toEqual({
        invited: 0,
        waiting: 0,
        message: 'Er is niemand meer om uit te nodigen: elke actieve gebruiker heeft een wachtwoord of een geldige uitnodiging.',
      });

      // The mailed link sets the password.
      const token = /#\/wachtwoord\/([A-Za-z0-9_-]+)/.exec(all[0]!.text)![1]!;
      expect(all[0]!.text).toContain('https://club.example/#/wachtwoord/');
      expect((await t.post('password/set.php', { token, password: 'een goed wachtwoord' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('invites each account once when two administrators press at once', async () => {
    const t = await createTestApp({ smtpUrl: sink.url });
    try {
      const { admin, emails } = await clubWithAccounts(t, 4);
      const answers = await Promise.all([t.post('admin/accounts/inviteAll', { jwt: admin.jwt }), t.post('admin/accounts/inviteAll', { jwt: admin.jwt })]);
      expect(answers.map((a) => a.json.invited).sort()).toEqual([0, 4]);
      const accounts = await t.database.db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
      const tokens = await t.database.db.select().from(passwordTokens).where(inArray(passwordTokens.userId, accounts.map((a) => a.id)));
      expect(tokens).toHaveLength(4);
    } finally {
      await t.close();
    }
  });
});
