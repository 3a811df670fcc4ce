import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isFull } from '@clubhuis/contract/rules/playermoments';
import { phonePage, launch } from './browser.ts';
import { comingMoments } from './moments.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** What has the focus, as a screen reader names it roughly: role or tag, and its name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const kind = el.getAttribute('role') ?? ((el as HTMLInputElement).type === 'radio' ? 'radio' : el.tagName.toLowerCase());
    return `${kind}: ${name.trim()}`;
  });
}

/** Presses Tab until the focus is on what `wanted` matches; fails when 80 presses do not get there. */
async function tabTo(page: Page, wanted: RegExp): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (wanted.test(now)) return;
    seen.push(now);
  }
  throw new Error(`no ${wanted} within 80 tabs; the focus went through:\n${seen.join('\n')}`);
}

// Issue 16: the keyboard alone (Tab, Enter, Space, arrows; no pointer) through login, answering for a
// meeting and reserving a play moment.
describe('keyboard only', () => {
  it('logs in, answers for a meeting on /teams and reserves a play moment', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl}/#/login`);
    await page.getByRole('heading', { name: 'Aanmelden' }).waitFor();

    await tabTo(page, /^input: E-mail$/);
    await page.keyboard.type('lid@demo.clubhuis.be');
    await tabTo(page, /^input: Wachtwoord$/);
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash !== '' && !url.hash.startsWith('#/login'));
    await page.getByText('Welkom, Jan!').waitFor();

    // Home's 'Opstellingen' button, then the first meeting whose answer is asked.
    await page.goto(`${baseUrl}/#/`);
    await page.getByRole('button', { name: 'Opstellingen' }).waitFor();
    await tabTo(page, /^button: Opstellingen$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/teams$/);
    await page.getByRole('button', { name: 'Deelname doorgeven' }).first().waitFor();
    await tabTo(page, /^button: Deelname doorgeven$/);
    const card = await page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-label') ?? '');
    expect(card).not.toBe('');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Deelname bevestigen' });
    await dialog.waitFor();
    await tabTo(page, /^radio: Ik kan spelen$/);
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('radio', { name: 'Ik kan spelen' }).isChecked()).toBe(true);
    await tabTo(page, /^button: Bevestig$/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: card }).getByText('Speelt mee').waitFor();

    // A play moment with room left: the dropdown opens on focus, typing filters, Enter picks the first match.
    const free = (await comingMoments(baseUrl, 'lid@demo.clubhuis.be')).find((m) => !isFull(m));
    expect(free).toBeDefined();
    const moment = free!.moment;
    await page.goto(`${baseUrl}/#/reservation`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await tabTo(page, /^input: Spelmoment$/);
    await page.getByRole('option').first().waitFor();
    await page.keyboard.type(moment);
    await page.getByRole('option', { name: moment }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: moment }).waitFor();
    await tabTo(page, /^button: Reserveer$/);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Reservatie bevestigen' });
    await confirm.waitFor();
    await tabTo(page, /^button: Bevestig$/);
    await page.keyboard.press('Enter');
    const corona = page.getByRole('dialog', { name: 'Coronamaatregelen' });
    await corona.waitFor();
    await tabTo(page, /^button: Akkoord, reserveer$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/reservations$/);
    await page.getByRole('article', { name: new RegExp(`^${moment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – Jan Peeters$`) }).waitFor();
  });
});
