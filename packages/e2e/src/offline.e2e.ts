import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const OFFLINE = 'Je bent offline. Je ziet wat je het laatst geladen hebt; een wijziging wacht tot er weer verbinding is.';
const NEEDS_NETWORK = 'Hiervoor is een verbinding nodig. Het wordt geladen zodra je weer online bent.';
const CHANGE_WAITS = 'Je wijziging wacht op verbinding en wordt verstuurd zodra je weer online bent.';
/** Long enough for a screen that shows something, well below the 15 s a member waited in issue 28. */
const PROMPTLY = { timeout: 5_000 };

/** The paths of the answers the app has kept for offline use (Cache Storage entries are named by their cache key). */
async function keptPaths(page: Page): Promise<string[]> {
  const urls = await page.evaluate(async () => (await (await caches.open('clubhuis-answers')).keys()).map((r) => r.url));
  return urls.map((url) => (JSON.parse(decodeURIComponent(url.slice(url.indexOf('answers/') + 8))) as string[])[0]!).sort();
}

describe('the installable app', () => {
  it('has a web manifest with its icons, and a service worker beside index.html', async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { name: string; display: string; icons: { src: string; sizes: string }[] };
    expect([manifest.name, manifest.display]).toEqual(['Clubhuis', 'standalone']);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const res = await fetch(`${baseUrl}/${icon.src}`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    }
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toContain('no-cache'); // a new build's worker is found at once
  });

  it('links the manifest once the first screen shows its cards; the tab icon comes inside the page (issue 30)', async () => {
    // Linked in index.html, the manifest and its icon took two of six HTTP/1.1 connections while the shell loaded.
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect([html.includes('rel="manifest"'), html.includes('href="favicon.svg"')]).toEqual([false, false]);
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/teams`);
    await page.getByRole('article', { name: 'TTC De Demo B Week 10' }).waitFor();
    const manifest = page.locator('link[rel="manifest"]');
    await manifest.waitFor({ state: 'attached', ...PROMPTLY });
    const href = await manifest.evaluate((link: HTMLLinkElement) => link.href);
    expect((await fetch(href)).status).toBe(200);
    expect(await page.locator('link[rel="icon"]').evaluate((link: HTMLLinkElement) => link.href.slice(0, 19))).toBe('data:image/svg+xml,');
    await page.context().close();
  });

  it('opens offline on the line-ups and the team calendar lid@ saw last, and says it is offline', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    // Once the worker is active it has kept every file of the app.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`${baseUrl}/#/teams`);
    await page.getByRole('article', { name: 'TTC De Demo B Week 10' }).waitFor();
    await page.goto(`${baseUrl}/#/statistics`);
    await page.getByRole('tab', { name: 'Kalender' }).click();
    const calendarRows = page.getByRole('table', { name: 'Kalender van de ploeg' }).locator('tbody tr');
    await calendarRows.first().waitFor();
    const rowsOnline = await calendarRows.count();
    expect(await page.getByText(OFFLINE).count()).toBe(0);
    // The app writes what it keeps once its answers stop coming (2 s), or at once when it goes offline:
    // here the line-ups and the calendar are kept before the test takes the network away.
    await expect
      .poll(() => keptPaths(page), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['teamcomposition/list', 'team/calendar']));

    await page.context().setOffline(true);
    await page.goto(`${baseUrl}/#/teams`);
    await page.reload();
    await page.getByText(OFFLINE).waitFor();
    await page.getByRole('article', { name: 'TTC De Demo B Week 10' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/offline-teams.png` });
    await page.goto(`${baseUrl}/#/statistics`);
    await page.getByRole('tab', { name: 'Kalender' }).click();
    await calendarRows.first().waitFor();
    expect(await calendarRows.count()).toBe(rowsOnline);

    // Back online the notice goes and the screens load afresh.
    await page.context().setOffline(false);
    await page.getByText(OFFLINE).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('started offline, every screen shows what it kept or says it needs the network, and an answer waits until the network is back', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Online once: my results (the landing screen), the statistics' first tab, the league, the line-ups.
    await page.getByRole('table', { name: 'Klassementen' }).waitFor();
    const myResults = page.url();
    await page.goto(`${baseUrl}/#/statistics`);
    await page.getByRole('table', { name: 'Bevestigingen en opstellingen' }).waitFor();
    await page.goto(`${baseUrl}/#/league`);
    await page.getByRole('textbox', { name: 'Periode' }).waitFor();
    await page.goto(`${baseUrl}/#/teams`);
    const card = page.getByRole('article', { name: 'TTC De Demo B Week 13' });
    await card.waitFor();
    await expect
      .poll(() => keptPaths(page), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['frenoy/individualResults.php', 'teamcomposition/confirmationList', 'league/information.php', 'teamcomposition/list']));

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(OFFLINE).waitFor();
    await card.waitFor(PROMPTLY);
    // A screen never opened, the members directory: no spinner, it says it needs the network.
    await page.goto(`${baseUrl}/#/members`);
    await page.getByText(NEEDS_NETWORK).waitFor(PROMPTLY);
    expect(await page.locator('.mantine-Loader-root').count()).toBe(0);
    await page.screenshot({ path: `${artifactsDir}/offline-members.png` });
    // What was kept shows at once: the statistics' first tab, my results, the league.
    await page.goto(`${baseUrl}/#/statistics`);
    await page.getByRole('table', { name: 'Bevestigingen en opstellingen' }).waitFor(PROMPTLY);
    // A tab that was never opened needs the network.
    await page.getByRole('tab', { name: 'Spelers' }).click();
    await page.getByRole('tabpanel').getByText(NEEDS_NETWORK).waitFor(PROMPTLY);
    await page.goto(myResults);
    await page.getByRole('table', { name: 'Klassementen' }).waitFor(PROMPTLY);
    await page.goto(`${baseUrl}/#/league`);
    await page.getByRole('textbox', { name: 'Periode' }).waitFor(PROMPTLY);
    await page.getByRole('tab', { name: 'Alle poules' }).click();
    await page.getByRole('tabpanel').getByText(NEEDS_NETWORK).waitFor(PROMPTLY);
    await page.screenshot({ path: `${artifactsDir}/offline-league.png` });

    // An answer given offline: the dialog says it waits, and it is sent once the network is back.
    await page.goto(`${baseUrl}/#/teams`);
    await card.getByRole('button', { name: 'Deelname doorgeven' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deelname bevestigen' });
    await dialog.getByRole('radio', { name: 'Ik kan spelen' }).check();
    await dialog.getByRole('button', { name: 'Bevestig' }).click();
    await page.getByText(CHANGE_WAITS).waitFor(PROMPTLY);
    await page.screenshot({ path: `${artifactsDir}/offline-answer-waits.png` });
    await page.context().setOffline(false);
    await page.getByText(CHANGE_WAITS).waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Speelt mee').waitFor();
    await page.context().close();
  });

  it('forgets the kept answers of a user who logs out', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/teams`);
    await page.getByRole('article', { name: 'TTC De Demo B Week 10' }).waitFor();
    // Written once the answers stop coming (2 s).
    await expect.poll(() => keptPaths(page), { timeout: 10_000 }).toContain('teamcomposition/list');
    await page.goto(`${baseUrl}/#/logout`);
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    await expect.poll(async () => (await keptPaths(page)).filter((path) => path !== 'general/config.php')).toEqual([]);
    await page.context().close();
  });
});
