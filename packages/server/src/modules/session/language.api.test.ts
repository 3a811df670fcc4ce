import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FRENCH = { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.8' };

describe('the caller language (issue 33)', () => {
  it('answers an anonymous call in its Accept-Language, Dutch without one', async () => {
    const french = await t.postRaw('login.php', { password: 'x' }, FRENCH);
    expect(french.status).toBe(400);
    expect(french.json).toMatchObject({ success: false, message: "Le champ 'login' est manquant." });
    const dutch = await t.postRaw('login.php', { password: 'x' });
    expect(dutch.json).toMatchObject({ message: "Het veld 'login' ontbreekt." });
    const english = await t.postRaw('login.php', { password: 'x' }, { 'accept-language': 'en-GB' });
    expect(english.json).toMatchObject({ message: "Het veld 'login' ontbreekt." });
    const refused = await t.postRaw('login.php', { login: 'lid@demo.clubhuis.be', password: 'fout' }, FRENCH);
    expect(refused.json).toMatchObject({ message: 'Adresse e-mail inconnue ou mot de passe incorrect.' });
  });

  it("keeps a member's choice on its account: its calls answer in it on any phone, a new login carries it", async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const saved = await t.post('session/language', { jwt, language: 'fr' });
    expect(saved.json.message).toBe('Ta langue a été enregistrée.');
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, 'lid@demo.clubhuis.be'));
    expect(row?.language).toBe('fr');

    // The same bad body, sent by a phone set to Dutch: the account's French wins.
    const bad = await t.postRaw('session/language', { jwt, language: 'de' }, { 'accept-language': 'nl-BE' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^Le champ 'language'/);

    // Another browser: the login answers the account's language, which the app then shows.
    const login = await t.post('login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' });
    expect(login.json.data?.language).toBe('fr');
  });

  it('answers a Dutch account in Dutch, also from a French phone', async () => {
    const jwt = await t.login('ouder@demo.clubhuis.be');
    expect((await t.post('session/language', { jwt, language: 'nl' }, FRENCH)).json.message).toBe('Je taal werd bewaard.');
    const bad = await t.postRaw('session/language', { jwt, language: 'de' }, FRENCH);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^Het veld 'language'/);
  });

  it('answers an account that never chose in its phone language', async () => {
    const jwt = await t.login('trainer@demo.clubhuis.be');
    const bad = await t.postRaw('session/language', { jwt, language: 'en' }, FRENCH);
    expect(bad.json.message).toMatch(/^Le champ 'language'/);
  });
});
