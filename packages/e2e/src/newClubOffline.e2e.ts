import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMembers, membersCsv } from '../../server/src/testing/memberFiles.ts';
import { freePort, startServer, type ServerProcess } from '../../server/src/testing/serverProcess.ts';
import { startSmtpSink, type SmtpSink } from '../../server/src/testing/smtpSink.ts';
import { adminMenu, choosePassword, pick } from './adminSteps.ts';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';
import { createClubFromCli } from './clubCli.ts';

// Issue 28 ('Done when'): a club made by `npm run club:create` whose competition site cannot be reached
// (nothing listens at its address). Its administrator makes a team by hand and puts a member in it; that
// member's first screen after logging in shows no error dialog, and the rest of the app works.
let browser: Browser;
let server: ServerProcess;
let sink: SmtpSink;
let dir: string;
let adminLink: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  dir = mkdtempSync(join(tmpdir(), 'clubhuis-e2e-offline-'));
  const port = await freePort();
  const nowhere = await freePort();
  const env = { DATABASE_URL: '', DATA_DIR: dir, PORT: String(port), SMTP_URL: sink.url, TABT_ENDPOINT: `http://127.0.0.1:${nowhere}/`, TABT_OFFLINE_CLUBS: '' };
  adminLink = await createClubFromCli(env, ['--code', 'BBW350', '--name', 'TTC Zonder Net', '--admin', 'beheer@zondernet.be', '--first', 'Ilse', '--last', 'Beheer']);
  [server, browser] = await Promise.all([startServer({ env, port }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a new club without its competition site', () => {
  it('the administrator makes a team by hand with a member in it; the member logs in and its first screen is calm', async () => {
    const page = await phonePage(browser);
    page.on('dialog', (d) => void d.accept());
    await choosePassword(page, server.url, adminLink, 'beheer zonder net');
    await loginAndLand(page, server.url, 'beheer@zondernet.be', 'beheer zonder net');
    // The administrator has no member of its own: its results page says so, no error.
    await page.getByText('Er is geen lid aan je account gekoppeld: er zijn geen resultaten om te tonen.', { exact: false }).waitFor();

    const list = fileMembers(3, 800_000);
    list[0] = { ...list[0]!, first: 'Mira', last: 'Peeters', gender: 'V', email: 'mira@zondernet.be' };
    await adminMenu(page, 'Leden importeren');
    await page.locator('input[type="file"]').setInputFiles({ name: 'leden.csv', mimeType: 'text/csv', buffer: Buffer.from(membersCsv(list), 'utf8') });
    await page.getByText('3 toe te voegen, 0 te wijzigen, 0 ongewijzigd, 0 geweigerd').waitFor();
    await page.getByRole('button', { name: 'Importeren' }).click();
    await page.getByText('Import klaar: 3 leden toegevoegd, 0 gewijzigd.').waitFor();

    // Item 10: no site, no teams yet: 'Nieuwe ploeg' offers this season and saves.
    await adminMenu(page, 'Ploegen en spelers');
    await page.getByRole('button', { name: 'Nieuwe ploeg' }).click();
    const teamDialog = page.getByRole('dialog', { name: 'Nieuwe ploeg' });
    expect(await teamDialog.getByRole('textbox', { name: 'Seizoen (bv. 2026-2027)' }).inputValue()).toMatch(/^(\d{4})-\d{4}$/);
    await teamDialog.getByRole('textbox', { name: 'Naam van de ploeg (bv. TTC De Demo C)' }).fill('TTC Zonder Net A');
    await pick(page, teamDialog, 'Speler toevoegen', 'Mira', 'Peeters');
    await teamDialog.getByRole('button', { name: 'Bewaar' }).click();
    await page.getByText('De ploeg TTC Zonder Net A werd bewaard met 1 speler.').waitFor();
    await page.getByRole('article', { name: 'TTC Zonder Net A' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/newclub-offline-team.png` });

    await adminMenu(page, 'Gebruikers en rechten');
    await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
    const accountDialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
    await accountDialog.getByRole('textbox', { name: 'E-mail' }).fill('mira@zondernet.be');
    await accountDialog.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Mira');
    await accountDialog.getByRole('textbox', { name: 'Naam', exact: true }).fill('Peeters');
    await pick(page, accountDialog, 'Lid toevoegen', 'Mira', 'Peeters');
    await accountDialog.getByRole('button', { name: 'Bewaar' }).click();
    await page.getByText('De gebruiker mira@zondernet.be werd bewaard.').waitFor();
    await accountDialog.getByRole('button', { name: 'Sluit' }).last().click();
    await page.getByRole('button', { name: 'Iedereen uitnodigen' }).click();
    await page.getByText('Er werd een uitnodiging verstuurd naar 1 gebruiker. De links zijn 7 dagen geldig.').waitFor();

    // The member: the mail's link, a password, and the first screen ('Mijn resultaten') without an error.
    const [mail] = await sink.waitFor(2, 15_000).then((all) => all.filter((m) => m.to.includes('mira@zondernet.be')));
    const link = /(http\S+#\/wachtwoord\/[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const mira = await phonePage(browser);
    await choosePassword(mira, server.url, link, 'mira speelt graag');
    await loginAndLand(mira, server.url, 'mira@zondernet.be', 'mira speelt graag');
    expect(mira.url()).toMatch(/#\/results\/\d+$/);
    await mira.getByText('De competitiesite is nu niet bereikbaar: je resultaten kunnen even niet getoond worden.', { exact: false }).waitFor();
    await mira.screenshot({ path: `${artifactsDir}/newclub-offline-first-screen.png` });
    expect(await mira.getByRole('dialog', { name: 'Er trad een fout op!' }).count()).toBe(0);

    // The rest of the app works: its team is on /teams.
    await mira.goto(`${server.url}/#/teams`);
    await mira.getByText('Enkel mijn ploegen', { exact: false }).first().waitFor();
    expect(await mira.getByRole('dialog', { name: 'Er trad een fout op!' }).count()).toBe(0);
  });
});
