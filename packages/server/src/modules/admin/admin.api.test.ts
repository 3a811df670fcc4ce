import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { catalogue, type Path } from '@clubhuis/contract/catalogue';
import { auditLog, members, passwordTokens } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { otherClubAdmin } from '../../testing/adminKit.ts';

let t: TestApp;
let sink: SmtpSink;
let beheer: string;
let lid: string;
const adminPaths = (Object.keys(catalogue) as Path[]).filter((p) => catalogue[p].access === 'admin');

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://club.example' });
  [beheer, lid] = await Promise.all([t.login('beheer@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const auditRows = (entity: string, entityId: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

describe('club administration access', () => {
  it('refuses every administration call to a member (403, in Dutch) and to an anonymous caller (401), changing nothing', async () => {
    expect(adminPaths.length).toBeGreaterThanOrEqual(7);
    const before = await t.database.db.$count(auditLog);
    for (const path of adminPaths) {
      const refused = await t.postRaw(path, { jwt: lid });
      expect([path, refused.status, refused.error.message]).toEqual([path, 403, 'Enkel de beheerders van de club hebben toegang tot het clubbeheer.']);
      expect((await t.postRaw(path, {})).status, path).toBe(401);
    }
    expect(await t.database.db.$count(auditLog)).toBe(before);
  });

  it("gives another club's administrator nothing of this club", async () => {
    const other = await otherClubAdmin(t.database.db);
    expect((await t.post('admin/members/list', { jwt: other.jwt })).json).toEqual({ total: 0, members: [] });
    const [jan] = await t.database.db.select().from(members).where(eq(members.email, 'jan.peeters@demo.clubhuis.be'));
    const save = await t.post('admin/members/save', { jwt: other.jwt, memberId: jan!.id, firstName: 'X', lastName: 'Y', gender: 'M' });
    expect([save.status, save.error.message]).toEqual([404, 'Dit lid bestaat niet in deze club.']);
    const account = await t.post('admin/accounts/save', {
      jwt: other.jwt,
      email: 'nieuw@andere.be',
      firstName: 'N',
      lastName: 'W',
      memberIds: [jan!.id],
      rights: { composeAsCaptain: false, composeAnyTeam: false, trainerId: 0, hasSportsCamp: false, enterAnyLeagueResult: false, playerMoments: false, administrator: false },
    });
    expect([account.status, account.error.message]).toEqual([400, "Het veld 'memberIds' bevat een lid dat niet tot deze club behoort."]);
    expect((await t.post('admin/accounts/list', { jwt: other.jwt })).json.map((a) => a.email)).not.toContain('lid@demo.clubhuis.be');
    const [unchanged] = await t.database.db.select().from(members).where(eq(members.id, jan!.id));
    expect(unchanged!.firstName).toBe('Jan');
  });
});

describe('admin/members', () => {
  it('lists a page of members with a search, adds and changes one with an audit row each, and stops one', async () => {
    const page = (await t.post('admin/members/list', { jwt: beheer })).json;
    expect(page.members).toHaveLength(50);
    expect(page.total).toBeGreaterThan(50);
    const found = (await t.post('admin/members/list', { jwt: beheer, search: 'jan peeters' })).json;
    expect(found.members.map((m) => `${m.firstName} ${m.lastName}`)).toContain('Jan Peeters');

    const added = await t.post('admin/members/save', { jwt: beheer, firstName: ' Noor ', lastName: 'Vermeulen', gender: 'F', birthdate: '2012-05-03', email: 'Noor@Example.be' });
    expect(added.json.message).toBe('Noor Vermeulen werd toegevoegd als lid.');
    const id = added.json.memberId;
    const changed = await t.post('admin/members/save', { jwt: beheer, memberId: id, firstName: 'Noor', lastName: 'Vermeulen', gender: 'F', birthdate: '2012-05-03', email: 'noor@example.be', mobile: '0470 12 34 56' });
    expect(changed.json.message).toBe('De gegevens van Noor Vermeulen werden bewaard.');
    const rows = await auditRows('members', id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: 'admin/members/save', before: null, after: expect.objectContaining({ firstName: 'Noor', email: 'noor@example.be' }) });
    expect(rows[1]!.before).toMatchObject({ mobile: '' });
    expect(rows[1]!.after).toMatchObject({ mobile: '0470 12 34 56' });

    const stopped = await t.post('admin/members/active', { jwt: beheer, memberId: id, active: 0 });
    expect(stopped.json.message).toBe('Noor Vermeulen is geen actief lid meer. Resultaten en geschiedenis blijven bewaard.');
    expect((await t.post('admin/members/list', { jwt: beheer, search: 'Vermeulen Noor' })).json.total).toBe(0);
    expect((await t.post('admin/members/list', { jwt: beheer, search: 'Vermeulen Noor', inactive: 1 })).json.members).toHaveLength(1);
    expect(await auditRows('members', id)).toHaveLength(3);
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const before = await t.database.db.$count(members);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'A', lastName: 'B', gender: 'X' }, "Het veld 'gender' is ongeldig."],
      [{ firstName: 'A', lastName: 'B', gender: 'M', birthdate: '2012-02-30' }, "Het veld 'birthdate' is ongeldig."],
      [{ firstName: '  ', lastName: 'B', gender: 'M' }, "Het veld 'firstName' is leeg."],
      [{ firstName: 'A', lastName: 'B', gender: 'M', email: 'geen-adres' }, "Het veld 'email' is ongeldig."],
      [{ firstName: 'A'.repeat(81), lastName: 'B', gender: 'M' }, "Het veld 'firstName' is te lang (maximaal 80 tekens)."],
    ];
    for (const [body, message] of cases) {
      const res = await t.postRaw('admin/members/save', { jwt: beheer, ...body });
      expect([res.status, res.error.message]).toEqual([400, message]);
    }
    expect(await t.database.db.$count(members)).toBe(before);
  });
});

const noRights = { composeAsCaptain: false, composeAnyTeam: false, trainerId: 0, hasSportsCamp: false, enterAnyLeagueResult: false, playerMoments: false, administrator: false };

describe('admin/accounts and password/…', () => {
  it('makes an account for a member with a captain right; the invitation mail lets it choose a password once and log in', async () => {
    const [noor] = (await t.post('admin/members/list', { jwt: beheer, search: 'Jan Peeters' })).json.members;
    const saved = await t.post('admin/accounts/save', {
      jwt: beheer,
      email: 'Nieuwe.Kapitein@Example.be',
      firstName: 'Nieuwe',
      lastName: 'Kapitein',
      memberIds: [noor!.memberId],
      rights: { ...noRights, composeAsCaptain: true },
    });
    expect(saved.json.message).toBe('De gebruiker nieuwe.kapitein@example.be werd bewaard.');
    const listed = (await t.post('admin/accounts/list', { jwt: beheer, search: 'kapitein@example' })).json;
    expect(listed).toEqual([expect.objectContaining({ email: 'nieuwe.kapitein@example.be', hasPassword: false, members: [{ memberId: noor!.memberId, memberName: 'Jan Peeters' }] })]);
    expect((await t.postRaw('login.php', { login: 'nieuwe.kapitein@example.be', password: 'none' })).status).toBe(401);

    const invited = await t.post('admin/accounts/invite', { jwt: beheer, userId: saved.json.userId });
    expect(invited.json.message).toBe('Er werd een uitnodiging verstuurd naar nieuwe.kapitein@example.be. De link is 7 dagen geldig.');
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toEqual(['nieuwe.kapitein@example.be']);
    expect(mail!.subject).toBe('Je account voor de app van TTC De Demo');
    const token = /https:\/\/club\.example\/#\/wachtwoord\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    // Only the token's hash is stored.
    expect(JSON.stringify(await t.database.db.select().from(passwordTokens))).not.toContain(token);

    const tooShort = await t.postRaw('password/set.php', { token, password: 'kort' });
    expect([tooShort.status, tooShort.error.message]).toEqual([400, "Het veld 'password' is te kort (minimaal 8 tekens)."]);
    const set = await t.post('password/set.php', { token, password: 'een goed wachtwoord' });
    expect(set.json.message).toBe('Je wachtwoord werd ingesteld. Je kan je nu aanmelden.');
    const again = await t.post('password/set.php', { token, password: 'nog een wachtwoord' });
    expect([again.status, again.error.message]).toEqual([410, 'Deze link is al gebruikt of verlopen. Vraag een nieuwe link aan.']);
    const login = await t.post('login.php', { login: 'nieuwe.kapitein@example.be', password: 'een goed wachtwoord' });
    expect(login.json.data).toMatchObject({ memberIds: [noor!.memberId], composeAsCaptain: true, administrator: false });
    expect((await auditRows('users', saved.json.userId)).map((r) => r.action)).toEqual(['admin/accounts/save', 'admin/accounts/invite']);
  });

  it("answers a forgotten password the same for known and unknown e-mails, mails only the known one, and limits the links per address", async () => {
    const unknown = await t.post('password/forgot.php', { email: 'niemand@example.be' });
    const known = await t.post('password/forgot.php', { email: 'LID@demo.clubhuis.be' });
    expect(unknown.json.message).toBe(known.json.message);
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toEqual(['lid@demo.clubhuis.be']);
    expect(mail!.text).toMatch(/#\/wachtwoord\/[A-Za-z0-9_-]{20,}/);
    // The link is mailed after the answer: each mail is awaited, so they arrive in the order asked.
    await t.post('password/forgot.php', { email: 'lid@demo.clubhuis.be' });
    await sink.waitFor(2);
    await t.post('password/forgot.php', { email: 'lid@demo.clubhuis.be' });
    const fourth = await t.post('password/forgot.php', { email: 'lid@demo.clubhuis.be' });
    expect([fourth.status, fourth.error.message]).toEqual([429, 'Er werden het voorbije uur al te veel links aangevraagd. Probeer het later opnieuw.']);
    // Only the newest link works.
    await sink.waitFor(3);
    const links = sink.messages.map((m) => /#\/wachtwoord\/([A-Za-z0-9_-]+)/.exec(m.text)![1]!);
    expect((await t.post('password/set.php', { token: links[0]!, password: 'wachtwoord één' })).status).toBe(410);
    expect((await t.post('password/set.php', { token: links[2]!, password: 'wachtwoord twee' })).status).toBe(200);
    expect((await t.post('login.php', { login: 'lid@demo.clubhuis.be', password: 'wachtwoord twee' })).status).toBe(200);
  });

  it('refuses an e-mail another account uses, and an administrator taking away its own right', async () => {
    const taken = await t.post('admin/accounts/save', { jwt: beheer, email: 'kapitein@demo.clubhuis.be', firstName: 'A', lastName: 'B', rights: noRights });
    expect([taken.status, taken.error.message]).toEqual([400, "Het veld 'email' is ongeldig: dit e-mailadres wordt al gebruikt door een andere gebruiker."]);
    const me = (await t.post('admin/accounts/list', { jwt: beheer, search: 'beheer@' })).json[0]!;
    const own = await t.post('admin/accounts/save', { jwt: beheer, userId: me.userId, email: me.email, firstName: me.firstName, lastName: me.lastName, rights: noRights });
    expect([own.status, own.error.message]).toEqual([409, 'Je kan je eigen beheerdersrecht niet afnemen: vraag dat aan een andere beheerder.']);
  });

  it("refuses a trainerId that is no trainer of this club (out of range, unknown, another club's), naming the field, changing nothing", async () => {
    const other = await otherClubAdmin(t.database.db);
    const [foreign] = (await t.post('admin/training/trainers', { jwt: beheer })).json;
    const body = { email: 'nieuwe.trainer@example.be', firstName: 'Nieuwe', lastName: 'Trainer' };
    for (const trainerId of [3e9, -1, 999_999]) {
      const res = await t.post('admin/accounts/save', { jwt: beheer, ...body, rights: { ...noRights, trainerId } });
      expect([res.status, res.error.message], String(trainerId)).toEqual([400, "Het veld 'rights.trainerId' is geen trainer van deze club."]);
    }
    const elsewhere = await t.post('admin/accounts/save', { jwt: other.jwt, ...body, rights: { ...noRights, trainerId: foreign!.trainerId } });
    expect([elsewhere.status, elsewhere.error.message]).toEqual([400, "Het veld 'rights.trainerId' is geen trainer van deze club."]);
    expect((await t.post('admin/accounts/list', { jwt: beheer, search: 'nieuwe.trainer' })).json).toEqual([]);
    const ok = await t.post('admin/accounts/save', { jwt: beheer, ...body, rights: { ...noRights, trainerId: foreign!.trainerId } });
    expect(ok.status).toBe(200);
  });

  it('shows the audit log newest first with who did it', async () => {
    const log = (await t.post('admin/audit/list', { jwt: beheer })).json;
    expect(log.length).toBeGreaterThan(3);
    expect(log[0]!.userName).toBe('Hilde Verbeke');
    expect(log.map((e) => e.at)).toEqual([...log.map((e) => e.at)].sort().reverse());
  });
});
