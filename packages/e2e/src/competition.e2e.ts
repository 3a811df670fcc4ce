import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const TABS = ['Bevestigingen', 'Kalender', 'Rangschikking', 'Weekprestaties', 'Spelers'];

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel', { name }).waitFor();
}

/** The rows of a table's body, once it has at least one. */
async function bodyRows(table: Locator): Promise<Locator> {
  const rows = table.locator('tbody tr');
  await rows.first().waitFor();
  return rows;
}

async function openStatistics(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/#/statistics`);
  await page.getByRole('heading', { name: 'Ploegen', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'Ploeg' }).waitFor();
}

describe('my results (/results/{memberId})', () => {
  it('shows lid@ the four tabs filled after login', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.waitForURL(/#\/results\/\d+$/);
    await page.getByRole('heading', { name: 'Mijn resultaten' }).waitFor();
    // A screen title fits a phone (issue 14, item 16): at most 26 px, not Mantine's 34.
    const titleSize = await page.getByRole('heading', { name: 'Mijn resultaten' }).evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
    expect(titleSize).toBeLessThanOrEqual(26);

    const rankings = page.getByRole('table', { name: 'Klassementen' });
    expect(await (await bodyRows(rankings)).count()).toBeGreaterThan(0);
    expect(await rankings.getByRole('progressbar').count()).toBeGreaterThan(0);
    const site = page.getByRole('link', { name: 'Bekijk op de competitiesite' });
    expect(await site.getAttribute('target')).toBe('_blank');
    await page.screenshot({ path: `${artifactsDir}/results-rankings.png` });

    await openTab(page, 'Wedstrijden');
    const matches = await bodyRows(page.getByRole('table', { name: 'Individuele wedstrijden' }));
    expect(await matches.count()).toBeGreaterThan(0);
    const results = await matches.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-result')));
    expect(results.every((r) => r === 'won' || r === 'lost')).toBe(true);

    await openTab(page, 'Weekresultaten');
    const weeks = page.getByRole('table', { name: 'Weekresultaten per ploeg' });
    expect(await (await bodyRows(weeks)).count()).toBeGreaterThan(0);
    expect(await weeks.getByRole('columnheader', { name: 'W22' }).count()).toBe(1);
    // On a phone the 22 weeks scroll sideways inside their region, not the page.
    const region = page.getByRole('region', { name: /Weekresultaten per ploeg/ });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A table that scrolls says so (issue 14, item 16); scrolled to its end, only the hint stays.
    const panel = page.getByRole('tabpanel', { name: 'Weekresultaten' });
    await panel.getByText('Schuif de tabel opzij voor meer kolommen').waitFor();
    await page.screenshot({ path: `${artifactsDir}/results-weeks.png` });
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.getByRole('tab', { name: 'Klassementen' }).click();
    // The rankings table fits 390 px: no hint there.
    await page.getByRole('table', { name: 'Klassementen' }).waitFor();
    expect(await page.getByRole('tabpanel', { name: 'Klassementen' }).getByText('Schuif de tabel opzij').count()).toBe(0);
    await openTab(page, 'Weekresultaten');

    await openTab(page, 'ELO/BEL');
    await page.getByRole('table', { name: 'ELO/BEL' }).getByRole('rowheader', { name: 'ELO-punten' }).waitFor();
  });
});

describe('ranking history, points what-if and head-to-head (issue 34)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`shows lid@ his ELO over four seasons, a what-if and a head-to-head (${scheme})`, async () => {
      const page = await phonePage(browser, scheme);
      await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
      await page.waitForURL(/#\/results\/\d+$/);
      await page.getByRole('table', { name: 'Klassementen' }).waitFor();

      // Verloop: the chart names its course; every value is in the table below it.
      await openTab(page, 'Verloop');
      const chart = page.getByRole('img', { name: /^ELO: van \d+ op .* naar \d+ op / });
      await chart.waitFor();
      expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(390);
      const history = await bodyRows(page.getByRole('table', { name: 'ELO-punten en klassement per datum' }));
      const seasons = new Set(await history.locator('td:nth-child(2)').allInnerTexts());
      expect(seasons.size).toBe(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${artifactsDir}/results-history-${scheme}.png` });

      // Rekenhulp: an opponent of a coming meeting's club, won; then a C0 player, lost.
      await openTab(page, 'Rekenhulp');
      const opponent = page.getByLabel('Tegenstander', { exact: true });
      await opponent.waitFor();
      // The coming meetings arrive after the results: their opponents then move to the top.
      const coming = opponent.locator('option', { hasText: 'komende ontmoeting' }).first();
      await coming.waitFor({ state: 'attached' });
      await opponent.selectOption({ label: await coming.innerText() });
      await page.getByRole('button', { name: 'Voeg toe' }).click();
      await opponent.selectOption({ index: 0 });
      await page.getByLabel('Klassement tegenstander').selectOption('C0');
      await page.getByRole('button', { name: 'Voeg toe' }).click();
      await page.getByRole('radiogroup', { name: 'Uitslag tegen Een C0-speler' }).getByLabel('Verlies').check();
      await expect.poll(() => page.getByRole('status').innerText()).toMatch(/^Samen [+-]?\d+ punten: \d+ ELO \(klassementsband [A-Z]\d\)\.$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${artifactsDir}/results-whatif-${scheme}.png` });

      // Head-to-head from the first opponent in the results list: this season and last season.
      await openTab(page, 'Wedstrijden');
      const first = page.getByRole('table', { name: 'Individuele wedstrijden' }).getByRole('button', { name: /^Onderlinge duels met / }).first();
      const name = (await first.getAttribute('aria-label'))!;
      await first.click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByText(/^\d+ gewonnen, \d+ verloren$/).waitFor();
      const rows = await bodyRows(dialog.getByRole('table', { name: 'Onderlinge duels' }));
      expect(await rows.count()).toBeGreaterThanOrEqual(2);
      await page.screenshot({ path: `${artifactsDir}/results-headtohead-${scheme}.png` });
      await dialog.getByRole('button', { name: 'Sluiten' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  }
});

describe('statistics (/statistics)', () => {
  it('shows lid@ the demo teams and every tab filled', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await openStatistics(page);
    // Jan plays in team B: the statistics open on his own team (issue 14, item 14).
    await expect.poll(() => page.getByRole('textbox', { name: 'Ploeg' }).inputValue()).toBe('TTC De Demo B');
    // Five tabs stay on one row at 390 px: the bar scrolls instead of wrapping (issue 14, item 16).
    const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
    await page.getByRole('textbox', { name: 'Ploeg' }).click();
    await page.getByRole('option').first().waitFor(); // the list loads at the first tap
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toEqual(expect.arrayContaining(['TTC De Demo A', 'TTC De Demo B']));
    await page.getByRole('option', { name: 'TTC De Demo B' }).click();
    await page.getByRole('link', { name: 'Kalender op de competitiesite' }).waitFor();

    const matrix = page.getByRole('table', { name: 'Bevestigingen en opstellingen' });
    expect(await (await bodyRows(matrix)).count()).toBeGreaterThan(0);
    expect(await matrix.getByRole('columnheader', { name: /Jan Peeters/ }).count()).toBe(1);
    await page.getByRole('switch', { name: 'Toon gespeelde ontmoetingen' }).check();
    await matrix.locator('td[data-cell="setUp"]').first().waitFor();
    await page.screenshot({ path: `${artifactsDir}/statistics-confirmations.png` });

    await openTab(page, 'Kalender');
    const calendar = await bodyRows(page.getByRole('table', { name: 'Kalender van de ploeg' }));
    const tones = await calendar.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tone')));
    expect(tones).toHaveLength(22);
    expect(tones.some((t) => t === 'won' || t === 'lost')).toBe(true);

    await openTab(page, 'Rangschikking');
    const ranking = page.getByRole('table', { name: 'Rangschikking van de reeks' });
    await bodyRows(ranking);
    expect(await ranking.locator('tr[data-club-team]').allInnerTexts()).toEqual([expect.stringContaining('TTC De Demo B')]);

    await openTab(page, 'Weekprestaties');
    const week = page.getByRole('table', { name: 'Weekprestaties van de spelers' });
    expect(await (await bodyRows(week)).count()).toBeGreaterThan(0);
    expect(await week.getByRole('progressbar').count()).toBeGreaterThan(0);

    await openTab(page, 'Spelers');
    const players = page.getByRole('list', { name: 'Spelers' });
    await players.getByRole('listitem').first().waitFor();
    expect(await players.getByRole('listitem').count()).toBeGreaterThan(3);
    const mail = players.locator('a[href^="mailto:"]');
    expect(await mail.count()).toBeGreaterThan(0);
    const tel = await players.locator('a[href^="tel:"]').first().getAttribute('href');
    expect(tel).toMatch(/^tel:\d+$/);
    await page.screenshot({ path: `${artifactsDir}/statistics-players.png` });

    // Jan plays padel too: the sport switch brings his padel team, with its own ranking (issue 14, item 14).
    await page.getByText('Padel', { exact: true }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Ploeg' }).inputValue()).toBe('TTC De Demo Padel 1');
    await openTab(page, 'Rangschikking');
    const padelRanking = page.getByRole('table', { name: 'Rangschikking van de reeks' });
    await bodyRows(padelRanking);
    await expect.poll(() => padelRanking.locator('tr[data-club-team]').allInnerTexts()).toEqual([expect.stringContaining('TTC De Demo Padel 1')]);
  });

  it('shows an anonymous visitor no e-mail addresses or phone numbers on any tab', async () => {
    const page = await phonePage(browser);
    await openStatistics(page);
    const options: string[] = [];
    await page.getByRole('textbox', { name: 'Ploeg' }).click();
    await page.getByRole('option').first().waitFor(); // the list loads at the first tap
    options.push(...(await page.getByRole('option').allInnerTexts()));
    await page.keyboard.press('Escape');
    expect(options).toContain('TTC De Demo A');
    for (const tab of TABS) {
      await openTab(page, tab);
      const panel = page.getByRole('tabpanel', { name: tab });
      await panel.locator('table, ul, p').first().waitFor();
      const text = await panel.innerText();
      expect(text).not.toMatch(/@/);
      expect(text).not.toMatch(/\+?\d[\d ./()-]{7,}\d/);
      expect(await panel.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
    }
    const players = page.getByRole('list', { name: 'Spelers' });
    expect(await players.getByRole('listitem').count()).toBeGreaterThan(0);
  });
});

describe('week digest', () => {
  it('shows the teams styled won and lost, on /weekdigest and on home', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl}/#/weekdigest`);
    await page.getByRole('heading', { name: 'Weekdigest', level: 1 }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const tones = await cards.evaluateAll((list) => list.map((c) => c.getAttribute('data-tone')));
    expect(tones).toContain('won');
    expect(tones).toContain('lost');
    const lost = page.locator('article[data-tone="lost"]').first();
    await lost.getByLabel(/^Uitslag: \d+-\d+ \(verloren\)$/).waitFor();
    expect(await page.locator('article[data-tone="won"]').first().getByText('Gewonnen').count()).toBe(1);
    expect(await page.getByRole('article', { name: /^TTC De Demo A week \d+$/ }).count()).toBe(1);
    await page.screenshot({ path: `${artifactsDir}/weekdigest.png`, fullPage: true });

    await page.goto(`${baseUrl}/#/home`);
    const digest = page.getByRole('region', { name: 'Weekdigest' });
    await digest.getByRole('article').first().waitFor();
    expect(await digest.getByRole('article').count()).toBe(tones.length);
  });
});

// zod's JIT probe (new Function) broke the CSP on every screen that loaded a schema (issue 14, item 12).
describe('content security policy', () => {
  it('is never violated on the results, statistics and week digest screens', async () => {
    const page = await phonePage(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.waitForURL(/#\/results\/\d+$/);
    await openTab(page, 'Weekresultaten');
    await openStatistics(page);
    await openTab(page, 'Weekprestaties');
    await page.goto(`${baseUrl}/#/weekdigest`);
    // The screen with its cards drawn: whatever it loads and styles has been checked by the CSP by now.
    await page.getByRole('heading', { name: 'Weekdigest', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
