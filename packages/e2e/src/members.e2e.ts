import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Logs in, then opens `route` in a fresh page load (the session stays), so the landing screen leaves nothing behind. */
async function openAs(email: string, route: string): Promise<Page> {
  const page = await phonePage(browser);
  await loginAndLand(page, baseUrl, email);
  await page.goto(`${baseUrl}/#${route}`);
  await page.reload();
  return page;
}

describe('members directory', () => {
  it('lists the active members from the menu, and the search narrows the list', async () => {
    const page = await openAs('lid@demo.clubhuis.be', '/home');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'Algemeen' }).click();
    await nav.getByRole('link', { name: 'Ledenfiches' }).click();
    await page.waitForURL(/#\/members\/members$/);
    await page.getByRole('heading', { name: 'Ledenfiches' }).waitFor();

    const jan = page.getByRole('article', { name: 'Jan Peeters' });
    await jan.waitFor();
    const all = await page.getByRole('article').count();
    expect(all).toBeGreaterThan(20);
    await page.getByText(`${all} leden`).waitFor();
    expect(await jan.getByRole('link', { name: 'jan.peeters@demo.clubhuis.be' }).getAttribute('href')).toBe(
      'mailto:jan.peeters@demo.clubhuis.be',
    );
    expect(await jan.getByRole('link').nth(1).getAttribute('href')).toMatch(/^tel:\d+$/);
    await jan.getByText('Man').waitFor();
    await page.screenshot({ path: `${artifactsDir}/members-list.png` });

    await page.getByRole('searchbox', { name: 'Zoek op naam' }).fill('maes');
    await page.getByRole('article', { name: 'Jan Peeters' }).waitFor({ state: 'detached' });
    const names = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(names).toEqual(expect.arrayContaining(['Emma Maes', 'Lucas Maes']));
    expect(names.every((n) => /maes/i.test(n ?? ''))).toBe(true);
    await page.getByText(`${names.length} van ${all} leden`).waitFor();

    await page.getByRole('searchbox', { name: 'Zoek op naam' }).fill('niemand zo genoemd');
    await page.getByText('Geen ledenfiches').waitFor();
  });

  it('shows a trainer the trainees with their training group', async () => {
    const page = await openAs('trainer@demo.clubhuis.be', '/members/trainees');
    await page.getByRole('heading', { name: 'Overzicht trainees' }).waitFor();
    const emma = page.getByRole('article', { name: 'Emma Maes' });
    await emma.getByText('Trainingsgroepen: Jeugd', { exact: true }).waitFor();
    expect(await page.getByRole('article', { name: 'Jan Peeters' }).count()).toBe(0);
  });
});
