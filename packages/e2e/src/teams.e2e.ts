import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';
import { waitForMail } from './mails.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Logs in and opens the line-ups; answers the card of one meeting of team B. */
async function teamBCard(email: string, week: number): Promise<{ page: Page; card: Locator }> {
  const page = await phonePage(browser);
  await loginAndLand(page, baseUrl, email);
  await page.goto(`${baseUrl}/#/teams`);
  const card = page.getByRole('article', { name: `TTC De Demo B Week ${week}` });
  await card.waitFor();
  return { page, card };
}

async function confirmWithCar(page: Page, card: Locator, remark: string): Promise<void> {
  await card.getByRole('button', { name: 'Deelname doorgeven' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deelname bevestigen' });
  await dialog.getByRole('radio', { name: 'Ik kan spelen' }).check();
  await dialog.getByRole('textbox', { name: 'Opmerkingen' }).fill(remark);
  await dialog.getByRole('checkbox', { name: 'Ik kan rijden' }).check();
  await dialog.getByRole('button', { name: 'Bevestig' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('line-ups (/teams)', () => {
  it('lets lid@ confirm an away meeting with a remark and canDrive and drive; a second member cannot', async () => {
    const { page, card } = await teamBCard('lid@demo.clubhuis.be', 10);
    expect(await card.getByText('Uit').first().isVisible()).toBe(true);
    await confirmWithCar(page, card, 'Ik neem de auto');
    await card.getByText('Speelt mee').waitFor();
    await card.getByRole('button', { name: 'Ja, ik zal rijden' }).click();
    await card.getByText('Jan Peeters').first().waitFor();
    await card.getByRole('button', { name: 'Ik zal niet rijden' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/teams-lid-driver.png`, fullPage: false });

    // Tom Claes confirms too and may drive, but Jan drives already: no button to register.
    const second = await teamBCard('kapitein@demo.clubhuis.be', 10);
    await confirmWithCar(second.page, second.card, '');
    await second.card.getByText('Speelt mee').waitFor();
    await second.card.getByText('Chauffeur:').waitFor();
    expect(await second.card.getByText('Jan Peeters').count()).toBeGreaterThan(0);
    expect(await second.card.getByRole('button', { name: 'Ja, ik zal rijden' }).count()).toBe(0);
  });

  it('lets kapitein@ compose with a player below the start index: warning, warning icon, and the mail arrives', async () => {
    const { page, card } = await teamBCard('kapitein@demo.clubhuis.be', 11);
    await card.getByRole('button', { name: 'Opstelling maken' }).click();
    const form = page.getByRole('dialog', { name: 'Opstelling maken' });
    await form.getByRole('checkbox', { name: 'Toon ook spelers onder de startindex' }).check();
    const players = ['Wim Goossens', 'Tom Claes', 'Jan Peeters', 'Wim Wouters'];
    for (const [i, name] of players.entries()) {
      const field = form.getByRole('textbox', { name: `Speler ${i + 1}` });
      await field.click();
      await field.fill(name);
      await field.press('Enter');
    }
    await form.getByRole('checkbox', { name: 'Stuur na het bewaren een e-mail naar alle spelers' }).check();
    await form.getByRole('button', { name: 'Bewaar opstelling' }).click();
    const warning = page.getByRole('dialog', { name: 'Fout/waarschuwing' });
    await warning.getByText('Wim Goossens staat onder de startindex van de ploeg (index 2, start 5).', { exact: false }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/teams-kapitein-warning.png` });
    await warning.getByRole('button', { name: 'Sluit' }).click();
    await form.getByRole('button', { name: 'Annuleer' }).click();
    await card.getByRole('img', { name: 'Opstelling met waarschuwing' }).waitFor();

    // One mail per player, each with the player's own answer link (issue 34).
    for (const to of ['jan.peeters@demo.clubhuis.be', 'tom.claes@demo.clubhuis.be']) {
      const mail = await waitForMail((m) => m.subject.startsWith('Opstelling TTC De Demo B - week 11:') && m.to.includes(to));
      expect(mail.to).toEqual([to]);
      for (const name of players) expect(mail.text).toContain(name);
      expect(mail.text).toMatch(/\/#\/antwoord\/[A-Za-z0-9_-]{43}$/m);
    }
  });

  it('shows the feed URLs in the iCal dialog', async () => {
    const { page, card } = await teamBCard('lid@demo.clubhuis.be', 12);
    await card.getByRole('button', { name: 'Kalender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kalender (iCal)' });
    await dialog.getByText('Kalender van TTC De Demo B').waitFor();
    await dialog.getByText('Mijn ontmoetingen (Jan Peeters)').waitFor();
    const text = await dialog.innerText();
    const urls = text.match(/http:\/\/127\.0\.0\.1:\d+\/api\/ical\/[A-Za-z0-9_-]{24}\.ics/g) ?? [];
    expect(urls).toHaveLength(2);
    // One tap subscribes: the same feed as webcal:// (issue 14, item 17).
    const subscribe = dialog.getByRole('link', { name: 'Abonneer in je agenda: Kalender van TTC De Demo B' });
    expect(await subscribe.getAttribute('href')).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/ical\/[A-Za-z0-9_-]{24}\.ics$/);
    // The feed answers a plain GET without login, as a calendar app would ask.
    const feed = await fetch(urls[0]!);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  });
});
