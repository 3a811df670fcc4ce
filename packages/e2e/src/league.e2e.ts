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

/** The League section is open by default (spec 01 section 2): the entry is one tap away in the menu. */
async function leagueMenu(page: Page, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: entry }).click();
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
    await manager.getByRole('button', { name: 'Toon resultaten' }).first().click();
    await manager.waitForURL(/#\/league\/\d+$/);
    await manager.getByRole('tab', { name: /^Poule van / }).waitFor();

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

  it('padel@ opens its league: its poule, all poules with filters, statistics, another period with the ranking, and another member', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'padel@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/league`);
    await page.getByRole('heading', { name: 'Padelleague TTC De Demo', level: 1 }).waitFor();
    // Icons only on a phone: the tabs keep their names for screen readers.
    const myPoule = page.getByRole('tab', { name: 'Mijn poule' });
    expect((await myPoule.innerText()).trim()).toBe('👥');
    const poule = page.getByRole('region', { name: 'Poule B1' });
    await poule.getByRole('table', { name: 'Poule B1: stand' }).waitFor();
    expect(await poule.locator('tbody tr').count()).toBe(4);
    // The two replaced players stand at the bottom, struck through.
    expect(await poule.locator('tbody tr').nth(3).locator('s').count()).toBe(1);
    // A player's individual results, from its name in the standings.
    const first = (await poule.locator('tbody th').first().innerText()).trim();
    await poule.getByRole('button', { name: `Individuele resultaten van ${first}` }).click();
    const results = page.getByRole('dialog', { name: `Individuele resultaten van ${first}` });
    await results.getByText(/^Periode 2 \(.*\) · poule B1$/).waitFor();
    expect(await results.locator('[data-result]').count()).toBe(6);
    await results.getByRole('button', { name: 'Sluit' }).click();
    await results.waitFor({ state: 'hidden' });
    await poule.getByRole('button', { name: 'Toon wedstrijden' }).click();
    await poule.getByRole('table', { name: 'Poule B1: wedstrijden' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/league-poule.png` });

    await page.getByRole('tab', { name: 'Alle poules' }).click();
    await page.getByRole('radio', { name: /^Te spelen \(5\)$/ }).check();
    await expect.poll(() => page.getByRole('region', { name: /^Poule [ABC]\d$/ }).count()).toBe(5);
    await page.getByRole('radio', { name: /^Alle \(9\)$/ }).check();
    const someone = (await page.getByRole('region', { name: 'Poule A1' }).locator('tbody th').first().innerText()).split(' ')[0]!;
    await page.getByRole('textbox', { name: 'Speler zoeken (min. 3 tekens)' }).fill(someone.slice(0, 3));
    await expect.poll(() => page.getByRole('region', { name: /^Poule [ABC]\d$/ }).count()).toBeLessThan(9);

    await page.getByRole('tab', { name: 'Statistieken' }).click();
    const stats = page.getByRole('table', { name: 'Statistieken' });
    await stats.locator('tr[data-total]').waitFor();
    expect(await stats.locator('tr[data-total] td').first().innerText()).toBe('Totaal');

    // The closed period: its ranking, with medals.
    await page.getByRole('textbox', { name: 'Periode' }).click();
    await page.getByRole('option', { name: /^1: .*Afgesloten/ }).click();
    await page.getByRole('tab', { name: 'Rangschikking' }).click();
    const ranking = page.getByRole('table', { name: 'Rangschikking' });
    await ranking.getByText('🥇').waitFor();
    await ranking.getByText('🥉').waitFor();
    await page.screenshot({ path: `${artifactsDir}/league-ranking.png` });

    // Another member's poule: the tabs say whose.
    const url = `${baseUrl}/#/league/`;
    const other = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('clubhuis.session')!).user.token as string;
      const list = await (await fetch('api/league/list.php', { method: 'POST', body: JSON.stringify({ jwt: token }) })).json();
      const info = await (await fetch('api/league/information.php', { method: 'POST', body: JSON.stringify({ jwt: token, leagueid: list[0].leagueId, memberid: 0 }) })).json();
      const p = info.participations[1].poulePlayers.find((x: { player: number }) => x.player === 2);
      return { id: p.memberId as number, name: p.memberName as string };
    });
    await page.goto(`${url}${other.id}`);
    await page.getByRole('tab', { name: `Poule van ${other.name}` }).waitFor();
    await page.getByRole('tab', { name: `Wedstrijden van ${other.name}` }).waitFor();
  });
});
