import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** How each tab of the page's tab bars is drawn: its padding and its bottom line (Mantine's default variant). */
function tabLooks(page: Page) {
  return page.getByRole('tab').evaluateAll((tabs) =>
    tabs.map((tab) => {
      const style = getComputedStyle(tab);
      return {
        tab: tab.getAttribute('aria-label') ?? tab.textContent,
        padded: parseFloat(style.paddingLeft) >= 8 && parseFloat(style.paddingRight) >= 8,
        line: style.borderBottomStyle === 'solid' && parseFloat(style.borderBottomWidth) >= 1,
        // The selected tab's line has a colour; the others' is transparent.
        underlined: tab.getAttribute('aria-selected') !== 'true' || style.borderBottomColor !== 'rgba(0, 0, 0, 0)',
      };
    }),
  );
}

const LOOKS_RIGHT = { padded: true, line: true, underlined: true };

/**
 * Taps every tab of the page in turn; after each tap, once the tab's content (a chunk loaded at the
 * tap, with its stylesheets) is on screen, every tab still has its padding and line (issue 28 item 12).
 */
async function tapEveryTab(page: Page, screenshot: string): Promise<void> {
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (const index of [...Array(count).keys(), 0]) {
    await tabs.nth(index).click();
    await expect.poll(() => tabs.nth(index).getAttribute('aria-selected')).toBe('true');
    // The panel shows its content, not the spinner of a chunk or a call still on its way.
    await expect
      .poll(() => page.getByRole('tabpanel').evaluate((panel) => panel.textContent!.trim() !== '' && !panel.querySelector('[role=status]')))
      .toBe(true);
    const looks = await tabLooks(page);
    expect(looks).toEqual(looks.map((look) => ({ tab: look.tab, ...LOOKS_RIGHT })));
  }
  await page.screenshot({ path: `${artifactsDir}/${screenshot}.png` });
}

/** Each radio, switch and checkbox on the page has its control and its label side by side, not stacked. */
async function expectLabelsBeside(page: Page, min: number): Promise<void> {
  const bodies = page.locator('.mantine-Radio-body, .mantine-Switch-body, .mantine-Checkbox-body');
  await bodies.first().waitFor();
  const layouts = await bodies.evaluateAll((all) =>
    all.map((body) => {
      // The control is a radio's or checkbox's 'inner', a switch's 'track' (its input lies invisibly over the whole row).
      const control = body.querySelector('[class*="-inner"], [class*="-track"]')?.getBoundingClientRect();
      const label = body.querySelector('[class*="-labelWrapper"]')?.getBoundingClientRect();
      return { label: body.textContent, beside: label!.left >= control!.right - 1 && label!.top < control!.bottom };
    }),
  );
  expect(layouts.length).toBeGreaterThanOrEqual(min);
  expect(layouts).toEqual(layouts.map(({ label }) => ({ label, beside: true })));
}

describe('tab bars keep their look after every tap (issue 28 item 12)', () => {
  it("through a member's visit: my results, the statistics, the league, and my results again", async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.waitForURL(/#\/results\/\d+$/);
    const myResults = page.url();
    await page.getByRole('heading', { name: 'Mijn resultaten' }).waitFor();
    await tapEveryTab(page, 'tabs-results');

    // The statistics' tabs load their own code (and its stylesheets) at the first tap.
    await page.goto(`${baseUrl}/#/statistics`);
    await page.getByRole('heading', { name: 'Ploegen', level: 1 }).waitFor();
    await tapEveryTab(page, 'tabs-statistics');
    expect(await page.getByRole('tab', { name: 'Bevestigingen' }).getAttribute('aria-selected')).toBe('true');
    await expectLabelsBeside(page, 1);

    await page.goto(`${baseUrl}/#/league`);
    await page.getByRole('heading', { name: 'Padelleague TTC De Demo', level: 1 }).waitFor();
    await tapEveryTab(page, 'tabs-league');
    await page.getByRole('tab', { name: 'Alle poules' }).click();
    // The filter radios of all poules.
    await expectLabelsBeside(page, 3);
    await page.screenshot({ path: `${artifactsDir}/tabs-league-radios.png` });

    await page.goto(myResults);
    await page.getByRole('heading', { name: 'Mijn resultaten' }).waitFor();
    await tapEveryTab(page, 'tabs-results-again');
    await page.context().close();
  });
});
