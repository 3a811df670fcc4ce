import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('strength lists (/sterktelijsten)', () => {
  it("opens from the association menu on table tennis: the demo club's players in list order, each linked to the site", async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Sterktelijsten' }).click();
    await page.waitForURL(/#\/sterktelijsten$/);
    await page.getByRole('heading', { name: 'Sterktelijsten', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Discipline' }).inputValue()).toBe('Tafeltennis');

    const table = page.getByRole('table', { name: 'Sterktelijst Tafeltennis' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    const listNumbers = (await rows.locator('td:first-child').allInnerTexts()).map(Number);
    expect(listNumbers.length).toBeGreaterThan(10);
    expect(listNumbers).toEqual(listNumbers.map((_, i) => i + 1));
    const jan = table.getByRole('row', { name: /Jan Peeters/ });
    expect(await jan.innerText()).toMatch(/C2/);
    expect(await jan.getByRole('link', { name: 'Jan Peeters op de competitiesite' }).getAttribute('href')).toMatch(
      /^https:\/\/competitie\.vttl\.be\/index\.php\?menu=6&result=1&sel=\d+$/,
    );
    await page.screenshot({ path: `${artifactsDir}/strengthlists-tabletennis.png` });

    // Padel: the club's own list with its P-levels and e-mail links.
    await page.getByRole('textbox', { name: 'Discipline' }).click();
    await page.getByRole('option', { name: 'Padel' }).click();
    const padel = page.getByRole('table', { name: 'Sterktelijst Padel' });
    await padel.locator('tbody tr').first().waitFor();
    expect(await padel.locator('tbody tr').first().innerText()).toMatch(/P300/);
    expect(await padel.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);

    // Gym has no list.
    await page.getByRole('textbox', { name: 'Discipline' }).click();
    await page.getByRole('option', { name: 'Gym' }).click();
    await page.getByText('(Nog) geen sterktelijst(en) beschikbaar').waitFor();
  });
});
