import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';
import { callFromPage } from './pageCalls.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function openMenuSection(page: Page, section: string) {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  const group = nav.getByRole('button', { name: section });
  return { nav, group };
}

async function go(page: Page, label: string, route: RegExp) {
  const { nav, group } = await openMenuSection(page, 'Sportkampen');
  if (!(await nav.getByRole('link', { name: label }).isVisible())) await group.click();
  await nav.getByRole('link', { name: label }).click();
  await page.waitForURL(route);
}

/** Another screen in the same page load (the menu was tried once above). */
async function open(page: Page, route: string) {
  await page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
  await page.waitForURL(new RegExp(`#${route}$`));
}

/** '3 van 12 aangemeld' → [3, 12]. */
async function counts(page: Page, word: 'aangemeld' | 'afgemeld'): Promise<[number, number]> {
  const text = await page.getByText(new RegExp(`^\\d+ van \\d+ ${word}$`)).innerText();
  const [n, total] = text.match(/\d+/g)!.map(Number);
  return [n!, total!];
}

describe('sports camp', () => {
  it("trainer@: 'Mijn kampdag' on home, checks three children in and one out, registers its day by bike, filters today's material", async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'trainer@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/home`);
    const day = page.getByRole('region', { name: 'Mijn kampdag' });
    await day.getByText(/^(Voormiddag|Namiddag) · /).first().waitFor();
    await day.getByRole('link', { name: 'Naar de aanwezigheden' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/sportscamp-home.png` });

    // Check in three children.
    await go(page, 'Gymnasten aanmelden', /#\/sportscampcheckin$/);
    await page.getByRole('heading', { name: 'Aanmelden - groep & moment' }).waitFor();
    const list = page.getByRole('list', { name: 'Aanmelden - groep & moment' });
    await list.getByRole('listitem').first().waitFor();
    const [before, total] = await counts(page, 'aangemeld');
    expect(total).toBeGreaterThan(5);
    const unchecked = list.getByRole('switch', { checked: false });
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sw = unchecked.first();
      names.push((await sw.getAttribute('aria-label'))!.replace(/ aanmelden$/, ''));
      await sw.click({ force: true });
      await expect.poll(() => counts(page, 'aangemeld')).toEqual([before + i + 1, total]);
    }
    await page.screenshot({ path: `${artifactsDir}/sportscamp-checkin.png` });

    // Check one of them out.
    await open(page, '/sportscampcheckout');
    const outList = page.getByRole('list', { name: 'Afmelden - groep & moment' });
    await outList.getByRole('listitem').first().waitFor();
    const [out0, checkedIn] = await counts(page, 'afgemeld');
    expect(checkedIn).toBe(before + 3);
    await outList.getByRole('switch', { name: `${names[0]} afmelden` }).click({ force: true });
    await expect.poll(() => counts(page, 'afgemeld')).toEqual([out0 + 1, checkedIn]);
    // Back on check-in, that child can no longer be changed.
    await open(page, '/sportscampcheckin');
    const gone = page.getByRole('switch', { name: `${names[0]} aanmelden` });
    await expect.poll(() => gone.isDisabled()).toBe(true);

    // The trail of today: who checked that child in and out, and when (issue 28 item 16).
    await open(page, '/sportscamplog');
    const trail = page.getByRole('article', { name: names[0]! });
    await trail.getByText(/^(Voormiddag|Namiddag): aangemeld om \d\d:\d\d door /).waitFor();
    await trail.getByText(/^(Voormiddag|Namiddag): afgemeld om \d\d:\d\d door /).waitFor();
    await page.screenshot({ path: `${artifactsDir}/sportscamp-log.png`, fullPage: true });

    // Its own presence of today, by bike.
    await open(page, '/trainerpresence');
    await page.getByRole('heading', { name: 'Mijn aanwezigheden als trainer' }).waitFor();
    const notGiven = page.locator('[data-presence="-1"]').first();
    await notGiven.waitFor();
    await notGiven.click();
    const dialog = page.getByRole('dialog', { name: 'Mijn aanwezigheid' });
    await dialog.getByRole('radio', { name: 'Ja' }).check();
    await dialog.getByRole('radio', { name: 'Fiets' }).check();
    await dialog.getByRole('textbox', { name: 'Opmerkingen' }).fill('  Vroeger vertrokken voor de opbouw.  ');
    await dialog.getByRole('button', { name: 'Bewaar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Training gegeven · Fiets').first().waitFor();
    await page.getByText('Vroeger vertrokken voor de opbouw.', { exact: true }).waitFor();

    // Material in use today, with photos at height 100.
    await open(page, '/materiallist');
    const items = page.getByRole('article');
    await items.first().waitFor();
    const all = await items.count();
    await page.getByRole('switch', { name: 'Enkel materiaal vandaag in gebruik' }).check({ force: true });
    // The switch sits beside its label, on one row (issue 28 item 23: it sat above it).
    const track = (await page.locator('.mantine-Switch-track').first().boundingBox())!;
    const label = (await page.locator('.mantine-Switch-label', { hasText: 'Enkel materiaal vandaag in gebruik' }).boundingBox())!;
    expect(label.x).toBeGreaterThanOrEqual(track.x + track.width);
    expect(Math.abs(label.y + label.height / 2 - (track.y + track.height / 2))).toBeLessThan(track.height);
    await expect.poll(() => items.count()).toBeLessThan(all);
    expect(await items.count()).toBeGreaterThan(0);
    const photo = items.first().getByRole('img', { name: /^Foto van / });
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && Math.round(img.getBoundingClientRect().height))).toBe(100);
    await page.screenshot({ path: `${artifactsDir}/sportscamp-material.png` });
  });

  it('lid@ has no camp menu, and the camp calls refuse it', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    const { nav } = await openMenuSection(page, 'Algemeen');
    await nav.getByRole('button', { name: 'Algemeen' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Sportkampen' }).count()).toBe(0);
    expect((await callFromPage(page, 'sportscamp/subscriptionList')).status).toBe(403);
  });
});
