// Club administration in French (issue 33): answers in the caller's language, the log told in the
// reader's, the club's default language kept, and invitations written in each account's language.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { appConfig, users } from '../../db/schema.ts';
import { otherClubAdmin } from '../../testing/adminKit.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

const FR = { 'accept-language': 'fr-BE,fr;q=0.9,nl;q=0.5' };
const noRights = { composeAsCaptain: false, composeAnyTeam: false, trainerId: 0, hasSportsCamp: false, enterAnyLeagueResult: false, playerMoments: false, administrator: false };

let t: TestApp;
let sink: SmtpSink;
let beheer: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'https://club.example', configCacheSeconds: 0 });
  beheer = await t.login('beheer@demo.clubhuis.be');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

describe('club administration in French', () => {
  it('answers a French caller in French and a Dutch one in Dutch', async () => {
    const unknown = await t.post('admin/members/active', { jwt: beheer, memberId: 999_999, active: 0 }, FR);
    expect([unknown.status, unknown.error.message]).toEqual([404, "Ce membre n'existe pas dans ce club."]);
    const dutch = await t.post('admin/members/active', { jwt: beheer, memberId: 999_999, active: 0 });
    expect(dutch.error.message).toBe('Dit lid bestaat niet in deze club.');

    const { clubCode: _code, ...body } = (await t.post('admin/settings/get', { jwt: beheer })).json;
    const colour = await t.postRaw('admin/settings/save', { jwt: beheer, ...body, primaryColor: 'rouge' }, FR);
    expect([colour.status, colour.error.message]).toEqual([400, "Le champ 'primaryColor' doit être une couleur comme #1b6e3c : un dièse et six chiffres hexadécimaux."]);
    const saved = await t.post('admin/settings/save', { jwt: beheer, ...body }, FR);
    expect(saved.json.message).toBe("Les paramètres du club ont été enregistrés. L'app les affiche dans la demi-minute.");
  });

  it("keeps the club's default language French once saved; the config answers it and the log tells the change in the reader's language", async () => {
    const { clubCode: _code, ...body } = (await t.post('admin/settings/get', { jwt: beheer })).json;
    expect(body.defaultLanguage).toBe('nl');
    expect((await t.post('admin/settings/save', { jwt: beheer, ...body, defaultLanguage: 'fr' })).status).toBe(200);
    expect((await t.post('admin/settings/get', { jwt: beheer })).json.defaultLanguage).toBe('fr');
    expect((await t.post('general/config.php', {})).json.data!.defaultLanguage).toBe('fr');

    const [french] = (await t.post('admin/audit/list', { jwt: beheer, offset: 0 }, FR)).json;
    expect(french!.action).toBe('admin/settings/save');
    expect(french!.description).toMatch(/ a modifié les paramètres du club\.$/);
    expect(french!.changes).toContainEqual({ field: 'Langue par défaut', before: 'Nederlands', after: 'Français' });
    const [dutch] = (await t.post('admin/audit/list', { jwt: beheer, offset: 0 })).json;
    expect(dutch!.description).toMatch(/ wijzigde de instellingen van de club\.$/);
    expect(dutch!.changes).toContainEqual({ field: 'Standaardtaal', before: 'Nederlands', after: 'Français' });

    // And back: the other tests of this file read the demo club in Dutch.
    expect((await t.post('admin/settings/save', { jwt: beheer, ...body, defaultLanguage: 'nl' })).status).toBe(200);
    expect((await t.post('admin/settings/get', { jwt: beheer })).json.defaultLanguage).toBe('nl');
  });

  it("writes each invitation in the account's language, else the club's default, whatever the administrator reads", async () => {
    const admin = await otherClubAdmin(t.database.db);
    const tag = Math.random().toString(36).slice(2);
    const email = (name: string) => `${name}-${tag}@nieuw.be`;
    for (const name of ['francais', 'zonder', 'nederlands', 'later']) {
      expect((await t.post('admin/accounts/save', { jwt: admin.jwt, email: email(name), firstName: name, lastName: 'Test', rights: noRights })).status).toBe(200);
    }
    const db = t.database.db;
    await db.update(users).set({ passwordHash: 'gekozen' }).where(eq(users.clubId, admin.clubId));
    await db.update(users).set({ passwordHash: 'none' }).where(inArray(users.email, ['francais', 'zonder', 'nederlands', 'later'].map(email)));
    await db.update(users).set({ language: 'fr' }).where(eq(users.email, email('francais')));
    await db.update(users).set({ language: 'nl' }).where(eq(users.email, email('nederlands')));
    const idOf = async (name: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email(name))))[0]!.id;

    // The club speaks Dutch: the French account gets French, the one without a choice Dutch; the administrator reads Dutch.
    const one = await t.post('admin/accounts/invite', { jwt: admin.jwt, userId: await idOf('francais') });
    expect(one.json.message).toBe(`Er werd een uitnodiging verstuurd naar ${email('francais')}. De link is 7 dagen geldig.`);
    await t.post('admin/accounts/invite', { jwt: admin.jwt, userId: await idOf('zonder') });
    const first = await sink.waitFor(2);
    const to = (name: string) => first.find((m) => m.to[0] === email(name))!;
    expect(to('francais').subject).toBe("Ton compte pour l'app de Andere Club");
    expect(to('francais').text).toContain('Bonjour francais,');
    expect(to('francais').text).toContain('https://club.example/#/wachtwoord/');
    expect(to('zonder').subject).toBe('Je account voor de app van Andere Club');
    expect(to('zonder').text).toContain('Dag zonder,');

    // The club's default becomes French: the account without a choice gets French, the Dutch one still Dutch; the administrator asks in French.
    sink.messages.length = 0;
    await db.update(appConfig).set({ defaultLanguage: 'fr' }).where(eq(appConfig.clubId, admin.clubId));
    const all = await t.post('admin/accounts/inviteAll', { jwt: admin.jwt }, FR);
    expect(all.json).toEqual({ invited: 2, waiting: 0, message: 'Des invitations ont été envoyées à 2 utilisateurs. Les liens sont valables 7 jours.' });
    const second = await sink.waitFor(2);
    const subjectTo = (name: string) => second.find((m) => m.to[0] === email(name))?.subject;
    expect(subjectTo('nederlands')).toBe('Je account voor de app van Andere Club');
    expect(subjectTo('later')).toBe("Ton compte pour l'app de Andere Club");
  });
});
