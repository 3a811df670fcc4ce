import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
const prompt = 'Je bent nog niet ingeschreven voor deze league? Klik hier om je in te schrijven!';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function leagueMenu(page: Page, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  const link = nav.getByRole('link', { name: entry });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'League' }).click();
  await link.click();
}

describe('league', () => {
  it('lid@ subscribes from home: the prompt opens the dialog, and after confirming it is gone, also after a reload', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/home`);
    expect(await page.getByRole('textbox', { name: 'League' }).inputValue()).toBe('Padelleague TTC De Demo');
    await page.getByRole('button', { name: prompt }).click();
    const dialog = page.getByRole('dialog', { name: 'Inschrijven' });
    await dialog.getByRole('textbox', { name: 'Opmerkingen' }).fill('Liefst op dinsdagavond.');
    await page.screenshot({ path: `${artifactsDir}/league-subscribe.png` });
    await dialog.getByRole('button', { name: 'Bevestig mijn inschrijving' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Je bent ingeschreven voor deze league.').waitFor();
    expect(await page.getByText(prompt).count()).toBe(0);
    await page.reload();
    await page.getByText('Je bent ingeschreven voor deze league.').waitFor();
    expect(await page.getByText(prompt).count()).toBe(0);
  });

  it('league@ opens the subscription list with contact links; lid@ is refused it', async () => {
    const manager = await phonePage(browser);
    await loginAndLand(manager, baseUrl, 'league@demo.clubhuis.be');
    await leagueMenu(manager, 'Inschrijvingen');
    await manager.waitForURL(/#\/leaguesubscriptions$/);
    const cards = manager.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(40);
    expect(await manager.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await manager.getByText(/^Poule [ABC][123] · Klassement/).first().waitFor();
    await manager.getByRole('textbox', { name: 'Zoeken' }).fill('@demo.clubhuis.be');
    await manager.screenshot({ path: `${artifactsDir}/league-subscriptions.png` });

    const lid = await phonePage(browser);
    await loginAndLand(lid, baseUrl, 'lid@demo.clubhuis.be');
    await lid.goto(`${baseUrl}/#/leaguesubscriptions`);
    const error = lid.getByRole('dialog', { name: 'Er trad een fout op bij het ophalen van de inschrijvingslijst!' });
    await error.getByText('Enkel de leagueverantwoordelijken en de kapiteins van een poule kunnen de inschrijvingen bekijken.').waitFor();
    expect(await lid.getByRole('article').count()).toBe(0);
  });

  it('shows the regulations of the league', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'padel@demo.clubhuis.be');
    await leagueMenu(page, 'Reglement');
    await page.getByRole('heading', { name: 'Padelleague TTC De Demo', level: 1 }).waitFor();
    await page.getByText(/Een vervangen speler zakt naar de onderste plaats van de poule/).waitFor();
  });
});
