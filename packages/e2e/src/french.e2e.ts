import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launch, phonePage } from './browser.ts';
import { dutchOnlyTexts } from './dutchTexts.ts';
import { networkQuiet } from './networkQuiet.ts';

// The app in French (issue 33) in a French-speaking Chromium at 390 × 844: the member's screens show
// French texts and dates and no Dutch text of the interface; the choice of Dutch in the menu comes back
// after a reload and follows the account into another browser.
const baseUrl = inject('baseUrl');
let browser: Browser;
let dutch: string[];
beforeAll(async () => {
  browser = await launch();
  dutch = await dutchOnlyTexts();
});
afterAll(() => browser.close());

const FRENCH_DAY = /\b(lun|mar|mer|jeu|ven|sam|dim)\.? \d{1,2}\/\d{1,2}|\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/i;

async function frenchPage(): Promise<Page> {
  return phonePage(browser, 'light', 'fr-BE');
}

async function loginInFrench(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByRole('heading', { name: 'Se connecter' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.hash !== '' && !url.hash.startsWith('#/login'));
}

/** The Dutch interface texts the page shows (none expected), once nothing is loading any more. */
async function dutchShown(page: Page): Promise<string[]> {
  await networkQuiet(page);
  const text = await page.evaluate(() => document.body.innerText);
  return dutch.filter((d) => text.includes(d));
}

async function shows(page: Page, route: string, file: string): Promise<string> {
  await page.goto(`${baseUrl}/#${route}`);
  await page.locator('main h1, main h2').first().waitFor();
  await networkQuiet(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  expect(await dutchShown(page), `${route}: Dutch texts on the French screen`).toEqual([]);
  await page.screenshot({ path: `${artifactsDir}/french-${file}.png` });
  return page.evaluate(() => document.body.innerText);
}

describe('the app in French', () => {
  it('shows the login screen in French', async () => {
    const page = await frenchPage();
    await page.goto(`${baseUrl}/#/login`);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await dutchShown(page)).toEqual([]);
    await page.context().close();
  });

  it("shows lid@'s home, 'Ma semaine' with French days, and /teams with a composition", async () => {
    const page = await frenchPage();
    await loginInFrench(page, 'lid@demo.clubhuis.be');
    const home = await shows(page, '/home', 'home');
    expect(home).toContain('Ma semaine');
    expect(home).toMatch(FRENCH_DAY);
    const teams = await shows(page, '/teams', 'teams');
    expect(teams).toMatch(FRENCH_DAY);
    await page.context().close();
  });

  it('shows a training, the league and Clubbeheer in French', async () => {
    for (const [email, route, file] of [
      ['sporter@demo.clubhuis.be', '/traineetrainingmoments/open', 'training'],
      ['padel@demo.clubhuis.be', '/league', 'league'],
      ['beheer@demo.clubhuis.be', '/beheer/leden', 'admin-members'],
    ] as const) {
      const page = await frenchPage();
      await loginInFrench(page, email);
      await shows(page, route, file);
      await page.context().close();
    }
  });

  it('switches to Dutch in the menu: kept after a reload and in another browser after login', async () => {
    const page = await frenchPage();
    await loginInFrench(page, 'kapitein@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/home`);
    await page.getByRole('heading', { name: /^Ma semaine/ }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('button', { name: 'Taal / Langue' }).click();
    await nav.getByRole('radio', { name: 'Nederlands' }).click();
    await page.getByRole('heading', { name: /^Mijn week/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
    await page.reload();
    await page.getByRole('heading', { name: /^Mijn week/ }).waitFor();

    // Another French-speaking browser: the account's Dutch wins once logged in.
    const other = await frenchPage();
    await other.goto(`${baseUrl}/#/login`);
    await other.getByLabel('E-mail').fill('kapitein@demo.clubhuis.be');
    await other.getByLabel('Mot de passe').fill('demo');
    await other.getByRole('button', { name: 'Se connecter' }).click();
    await other.waitForURL((url) => url.hash !== '' && !url.hash.startsWith('#/login'));
    await other.goto(`${baseUrl}/#/home`);
    await other.getByRole('heading', { name: /^Mijn week/ }).waitFor();
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('nl');
    await page.context().close();
    await other.context().close();
  });
});
