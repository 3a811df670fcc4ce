import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Each element shows its whole text: nothing hidden by its own overflow, nothing past its card or the screen. */
async function expectWhole(elements: Locator, min: number): Promise<void> {
  await elements.first().waitFor();
  const seen = await elements.evaluateAll((all) =>
    all.map((el) => {
      const rect = el.getBoundingClientRect();
      const card = el.closest('article')?.getBoundingClientRect();
      const fits = el.scrollWidth <= el.clientWidth + 1 && rect.right <= Math.min(card?.right ?? innerWidth, innerWidth) + 1;
      return { text: el.textContent, fits };
    }),
  );
  expect(seen.length).toBeGreaterThanOrEqual(min);
  expect(seen).toEqual(seen.map(({ text }) => ({ text, fits: true })));
}

const CSV = [
  'Lidnummer;Voornaam;Naam;Geslacht;Geboortedatum;Straat;Postcode;Gemeente;E-mail;GSM',
  '700001;Piet;Nieuwelingmetlangenaam;M;01/02/1990;Dorp 2;9000;Gent;piet.nieuw@voorbeeld.be;0470000002',
  ';;Zonder;M;x;;;;;',
].join('\r\n');

describe('nothing is cut off on a phone (390 px, issue 28 item 18)', () => {
  it("beheer@: 'Stopzetten' beside every member, the buttons beside every account, the import preview's badges", async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'beheer@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/beheer/leden`);
    await expectWhole(page.getByRole('article').getByRole('button', { name: 'Stopzetten' }), 5);
    await page.screenshot({ path: `${artifactsDir}/clipped-members.png` });
    await page.goto(`${baseUrl}/#/beheer/gebruikers`);
    await expectWhole(page.getByRole('article').getByRole('button'), 5);

    await page.goto(`${baseUrl}/#/beheer/import`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'leden.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') });
    await page.getByText('1 toe te voegen, 0 te wijzigen, 0 ongewijzigd, 1 geweigerd').waitFor();
    await expectWhole(page.locator('.mantine-Badge-label'), 2);
    await page.screenshot({ path: `${artifactsDir}/clipped-import.png` });
    await page.context().close();
  });

  it("trainer@: the camp check-in's chosen group and moment can be read whole", async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'trainer@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/sportscampcheckin`);
    const field = page.getByRole('textbox', { name: 'Groep & moment' });
    await expect.poll(() => field.inputValue()).not.toBe('');
    const chosen = page.getByText(await field.inputValue(), { exact: true });
    await expectWhole(chosen, 1);
    await page.screenshot({ path: `${artifactsDir}/clipped-checkin.png` });
    await page.context().close();
  });
});
