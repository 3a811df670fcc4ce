import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { artifactsDir, launch, login, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function openMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await nav.waitFor();
  // The menu's code loads when it first opens: its links follow a moment later.
  await nav.getByRole('link').first().waitFor();
  return nav;
}

async function loggedIn(email: string, landing: RegExp) {
  const page = await phonePage(browser);
  await login(page, baseUrl, email);
  await page.waitForURL(landing);
  return page;
}

describe('app shell', () => {
  it("paints 'Clubhuis wordt geladen…' from index.html alone: the shell's CSS is inline, its JS one file", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    // With every file of the build held back, the page still shows its first text in the shell's style.
    const page = await phonePage(browser);
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(`${baseUrl}/`);
    const boot = page.getByText('Clubhuis wordt geladen…');
    await boot.waitFor();
    expect(await boot.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    await page.context().close();
  });

  it('shows the home page of the demo club to a visitor, with a menu of just the login', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Clubhuis TTC De Demo' }).waitFor();
    const nav = await openMenu(page);
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Aanmelden']);
  });

  it('shows a different menu to lid@ than to trainer@', async () => {
    const lid = await loggedIn('lid@demo.clubhuis.be', /#\/results\//);
    const lidMenu = await (await openMenu(lid)).innerText();
    const trainer = await loggedIn('trainer@demo.clubhuis.be', /#\/results\//);
    const trainerMenu = await (await openMenu(trainer)).innerText();
    for (const text of ['Vereniging', 'Algemeen', 'Afmelden']) {
      expect(lidMenu).toContain(text);
      expect(trainerMenu).toContain(text);
    }
    // Trainingswerk is a trainer's section.
    for (const text of ['Trainingswerk']) {
      expect(lidMenu).not.toContain(text);
      expect(trainerMenu).toContain(text);
    }
    expect(lidMenu).not.toContain('Selecteer lid');
  });

  it('lets a parent switch between two members', async () => {
    const page = await loggedIn('ouder@demo.clubhuis.be', /#\/results\//);
    const first = page.url();
    const nav = await openMenu(page);
    await nav.getByText('Selecteer lid').waitFor();
    await nav.getByRole('textbox').first().click();
    await page.getByRole('option', { name: 'Lucas Maes' }).click();
    await page.waitForURL((url) => /#\/results\/\d+$/.test(url.hash) && url.toString() !== first);
  });

  it("says 'Pagina niet gevonden' for an unknown path", async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl}/#/bestaat-niet`);
    await page.getByText('Pagina niet gevonden').waitFor();
  });

  it("shows 'Configuratiefout' with 'Herprobeer' when the config cannot be loaded, and recovers", async () => {
    const page = await phonePage(browser);
    let fail = true;
    await page.route('**/general/config.php', (route) =>
      fail ? route.fulfill({ status: 503, body: JSON.stringify({ message: 'Onderhoud' }) }) : route.continue(),
    );
    await page.goto(`${baseUrl}/`);
    await page.getByText('Configuratiefout').waitFor();
    // What the user waits for: the error dialog over the screen, read and closed, then 'Herprobeer'
    // (clicking through the dialog's overlay was lost when the machine was busy: issue 14, item 18).
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Fout bij het ophalen van de configuratie - Onderhoud').waitFor();
    await dialog.getByRole('button', { name: 'Sluit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    fail = false;
    await page.getByRole('button', { name: 'Herprobeer' }).click();
    await page.getByRole('heading', { name: 'Clubhuis TTC De Demo' }).waitFor();
  });

  it('keeps screenshots of home and menu at 390×844, with no CSP violation', async () => {
    const page = await phonePage(browser);
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await login(page, baseUrl, 'trainer@demo.clubhuis.be');
    await page.waitForURL(/#\/results\//);
    await page.goto(`${baseUrl}/#/home`);
    await page.getByRole('button', { name: 'Opstellingen' }).or(page.getByRole('link', { name: 'Opstellingen' })).first().waitFor();
    await page.screenshot({ path: join(artifactsDir, 'home-390x844.png') });
    await openMenu(page);
    // The drawer's slide-in: from the next frame on its transition runs; wait until every one has ended.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: join(artifactsDir, 'menu-390x844.png') });
    expect(violations).toEqual([]);
  });
});
