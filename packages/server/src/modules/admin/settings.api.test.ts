import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { absenceReasons, auditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let beheer: string;
beforeAll(async () => {
  t = await createTestApp({ configCacheSeconds: 0 });
  beheer = await t.login('beheer@demo.clubhuis.be');
});
afterAll(() => t.close());

describe('admin/settings', () => {
  it("saves the club's settings and lists; the app's config shows them, and the log keeps before and after", async () => {
    const current = (await t.post('admin/settings/get', { jwt: beheer })).json;
    expect(current).toMatchObject({ clubCode: 'A999', association: 'VTTL', resetPasswordUrl: '#/wachtwoord-vergeten' });
    expect(current.absenceReasons.length).toBeGreaterThan(0);
    const { clubCode: _code, ...body } = current;
    const res = await t.post('admin/settings/save', {
      jwt: beheer,
      ...body,
      messageOfTheDay: 'Algemene vergadering vrijdag om 20 uur.',
      disciplines: [...current.disciplines, 'Badminton'],
      absenceReasons: [...current.absenceReasons, { id: 0, description: 'Examens' }],
    });
    expect(res.json.message).toBe('De instellingen van de club werden bewaard. De app toont ze binnen een halve minuut.');
    const config = (await t.post('general/config.php', {})).json.data!;
    expect(config.messageOfTheDay).toBe('Algemene vergadering vrijdag om 20 uur.');
    expect(config.disciplines.at(-1)).toEqual({ id: current.disciplines.length + 1, description: 'Badminton' });
    expect((await t.database.db.select().from(absenceReasons)).map((r) => r.description)).toContain('Examens');
    const [logged] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin/settings/save'));
    expect(logged!.before).toMatchObject({ messageOfTheDay: current.messageOfTheDay });
    expect(logged!.after).toMatchObject({ messageOfTheDay: 'Algemene vergadering vrijdag om 20 uur.' });
  });

  it('refuses links that are no web address (they become links in the app) or longer than 400 characters, an empty discipline list, a foreign reason and one confirmation option number twice', async () => {
    const { clubCode: _code, ...body } = (await t.post('admin/settings/get', { jwt: beheer })).json;
    const cases: [Record<string, unknown>, string][] = [
      [{ resetPasswordUrl: 'javascript:alert(1)' }, "Het veld 'resetPasswordUrl' is ongeldig."],
      [{ favicon: 'data:text/html,<script>' }, "Het veld 'favicon' is ongeldig."],
      [{ frenoyUrl: 'ftp://x' }, "Het veld 'frenoyUrl' is ongeldig."],
      [{ disciplines: [] }, "Het veld 'disciplines' bevat te weinig elementen (minimaal 1)."],
      [{ absenceReasons: [{ id: 999_999, description: 'X' }] }, "Het veld 'absenceReasons' bevat een reden die niet tot deze club behoort."],
      [{ resetPasswordUrl: `https://club.example/${'x'.repeat(400)}` }, "Het veld 'resetPasswordUrl' is te lang (maximaal 400 tekens)."],
      [{ frenoyUrl: `https://club.example/${'x'.repeat(400)}` }, "Het veld 'frenoyUrl' is te lang (maximaal 400 tekens)."],
      [
        { confirmationOptions: [{ number: 1, description: 'Ja', participate: 1 }, { number: 1, description: 'Nee', participate: 0 }] },
        "Het veld 'confirmationOptions' bevat hetzelfde nummer meer dan eens.",
      ],
    ];
    for (const [over, message] of cases) {
      const res = await t.postRaw('admin/settings/save', { jwt: beheer, ...body, ...over });
      expect([res.status, res.error.message]).toEqual([400, message]);
    }
    expect((await t.post('admin/settings/get', { jwt: beheer })).json.resetPasswordUrl).toBe(body.resetPasswordUrl);
  });

  it("keeps the club's colour and logo: the config answers them, the demo club has its own colour, a bad colour or logo is refused naming the field", async () => {
    expect((await t.post('general/config.php', {})).json.data!).toMatchObject({ primaryColor: '#0f766e', logo: '' });
    const { clubCode: _code, ...body } = (await t.post('admin/settings/get', { jwt: beheer })).json;
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
    const saved = await t.post('admin/settings/save', { jwt: beheer, ...body, primaryColor: '#B4231F', logo: png });
    expect(saved.status).toBe(200);
    expect((await t.post('general/config.php', {})).json.data!).toMatchObject({ primaryColor: '#B4231F', logo: png });
    const [logged] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin/settings/save')).orderBy(desc(auditLog.id)).limit(1);
    expect(logged!.after).toMatchObject({ primaryColor: '#B4231F', logo: 'een gekozen afbeelding' });

    const colour = "Het veld 'primaryColor' moet een kleur zijn als #1b6e3c: een hekje en zes hexadecimale cijfers.";
    const logo = "Het veld 'logo' moet een GIF-, PNG- of JPEG-afbeelding of een webadres (https://…) zijn.";
    const cases: [Record<string, unknown>, string][] = [
      [{ primaryColor: 'red' }, colour],
      [{ primaryColor: '#12345' }, colour],
      [{ primaryColor: '#12345g' }, colour],
      [{ primaryColor: 'url(x)' }, colour],
      [{ logo: 'data:text/html;base64,PHNjcmlwdD4=' }, logo],
      [{ logo: 'data:image/png;base64,PHNjcmlwdD4=' }, logo],
      [{ logo: 'javascript:alert(1)' }, logo],
    ];
    for (const [over, message] of cases) {
      const res = await t.postRaw('admin/settings/save', { jwt: beheer, ...body, ...over });
      expect([res.status, res.error.message]).toEqual([400, message]);
    }
    expect((await t.post('general/config.php', {})).json.data!.primaryColor).toBe('#B4231F');
  });

  it('lets administrators only change the look: a member and a trainer get 403 and the colour stays', async () => {
    const { clubCode: _code, ...body } = (await t.post('admin/settings/get', { jwt: beheer })).json;
    for (const email of ['lid@demo.clubhuis.be', 'trainer@demo.clubhuis.be']) {
      const jwt = await t.login(email);
      const res = await t.postRaw('admin/settings/save', { jwt, ...body, primaryColor: '#000000' });
      expect(res.status).toBe(403);
    }
    expect((await t.post('admin/settings/get', { jwt: beheer })).json.primaryColor).toBe(body.primaryColor);
  });
});
