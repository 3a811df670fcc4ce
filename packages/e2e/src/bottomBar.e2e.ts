import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, loginAndLand, phonePage } from './browser.ts';
import { networkQuiet } from './networkQuiet.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const placesOf = async (page: import('playwright-core').Page) =>
  page.getByRole('navigation', { name: 'Snelmenu' }).locator('a, button').allInnerTexts();

// Issue 30: below 540 px a bottom bar with the member's daily places; above it the side menu as before.
describe('the bottom bar', () => {
  it('at 390 px shows lid@ its places, marks the current one, navigates, and hides no content', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    const bar = page.getByRole('navigation', { name: 'Snelmenu' });
    await bar.waitFor();
    expect(await placesOf(page)).toEqual(['Home', 'Ploegen', 'League', 'Resultaten', 'Meer']);
    await bar.getByRole('link', { name: 'Ploegen' }).click();
    await page.waitForURL(/#\/teams$/);
    await page.getByRole('heading', { name: 'Opstellingen' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Ploegen' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    // Scrolled to the end (again while cards below are laid out as they come into view), the screen's
    // last line sits above the bar, not under it.
    await page.getByRole('article').first().waitFor();
    await networkQuiet(page);
    // A card that comes into view loads its carpool (a chunk and a call) and grows: scroll again until the
    // page's height holds with the network quiet.
    for (let height = -1; ; ) {
      const now = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.documentElement.scrollHeight;
      });
      if (now === height) break;
      height = now;
      await networkQuiet(page);
      await page.evaluate(() => new Promise((settle) => requestAnimationFrame(() => requestAnimationFrame(settle))));
    }
    const gap = await page.evaluate(() => {
      const last = Array.from(document.querySelectorAll('main *')).filter((e) => e.getBoundingClientRect().height > 0).at(-1)!;
      return document.querySelector('nav[aria-label="Snelmenu"]')!.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    // 'Meer' opens the side menu, by keyboard too; it is then the one place marked.
    const colour = (name: string) => bar.getByRole('link', { name }).evaluate((e) => getComputedStyle(e).color);
    expect(await colour('Ploegen')).not.toBe(await colour('Home'));
    await bar.getByRole('button', { name: 'Meer' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Afmelden' }).waitFor();
    expect(await bar.getByRole('button', { name: 'Meer' }).getAttribute('aria-expanded')).toBe('true');
    expect(await colour('Ploegen')).toBe(await colour('Home'));
    expect(await bar.getByRole('link', { name: 'Ploegen' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it("follows the roles: trainer@ gets its trainings and the camp, sporter@ and padel@ their trainings and the league, beheer@ Clubbeheer", async () => {
    const expected: [string, string[]][] = [
      ['trainer@demo.clubhuis.be', ['Home', 'Ploegen', 'Trainingen', 'Kamp', 'Meer']],
      ['sporter@demo.clubhuis.be', ['Home', 'Ploegen', 'Trainingen', 'League', 'Meer']],
      // The demo's padel player also trains in a group: its trainings come before the league.
      ['padel@demo.clubhuis.be', ['Home', 'Ploegen', 'Trainingen', 'League', 'Meer']],
      ['beheer@demo.clubhuis.be', ['Home', 'Ploegen', 'League', 'Beheer', 'Meer']],
    ];
    for (const [email, places] of expected) {
      const page = await phonePage(browser);
      await loginAndLand(page, baseUrl, email);
      await page.getByRole('navigation', { name: 'Snelmenu' }).waitFor();
      expect([email, await placesOf(page)]).toEqual([email, places]);
      await page.context().close();
    }
  });

  it('is hidden at 1024 px, where the side menu sits beside the screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'nl-BE' });
    const page = await context.newPage();
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Opstellingen' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Snelmenu' }).isVisible()).toBe(false);
    await context.close();
  });
});
