import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';
import { leagueMenu, ongoingPoules, otherPoulePlayer } from './leagueSteps.ts';
import { waitForMail } from './mails.ts';
import { callFromPage } from './pageCalls.ts';

const baseUrl = inject('baseUrl');
const prompt = 'Je bent nog niet ingeschreven voor deze league? Klik hier om je in te schrijven!';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

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

  it('league@ opens the subscription list with contact links; lid@ sees it without contact data (issue 28)', async () => {
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
    await leagueMenu(lid, 'Inschrijvingen');
    await lid.waitForURL(/#\/leaguesubscriptions$/);
    await lid.getByText('Contactgegevens zien enkel de leagueverantwoordelijken en de kapiteins van een poule.').waitFor();
    expect(await lid.getByRole('article').count()).toBeGreaterThanOrEqual(40);
    expect(await lid.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
    expect(await lid.getByRole('dialog').count()).toBe(0);
    await lid.screenshot({ path: `${artifactsDir}/league-subscriptions-member.png` });
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
    // Icons only on a phone (an SVG, no text): the tabs keep their names for screen readers.
    const myPoule = page.getByRole('tab', { name: 'Mijn poule' });
    expect((await myPoule.innerText()).trim()).toBe('');
    expect(await myPoule.locator('svg').count()).toBe(1);
    const poule = page.getByRole('region', { name: 'Poule B1', exact: true });
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

    // My matches: one table over the periods, the period a column, each played match won, lost or draw.
    await page.getByRole('tab', { name: 'Mijn wedstrijden' }).click();
    const matches = page.getByRole('table', { name: 'Mijn wedstrijden' });
    await matches.getByRole('columnheader', { name: 'Periode' }).waitFor();
    expect(await matches.locator('tbody tr').count()).toBe(6);
    expect(await matches.getByRole('img', { name: /^(gewonnen|verloren|gelijk)$/ }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${artifactsDir}/league-my-matches.png` });

    await page.getByRole('tab', { name: 'Alle poules' }).click();
    await page.getByRole('radio', { name: /^Te spelen \(5\)$/ }).check();
    await expect.poll(() => page.getByRole('region', { name: /^Poule [ABC]\d$/ }).count()).toBe(5);
    await page.getByRole('radio', { name: /^Alle \(9\)$/ }).check();
    const someone = (await page.getByRole('region', { name: 'Poule A1', exact: true }).locator('tbody th').first().innerText()).split(' ')[0]!;
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
    // Places 1 to 3 of every level (A, B and C) get their medal.
    await ranking.getByRole('img', { name: 'plaats 1', exact: true }).first().waitFor();
    expect(await ranking.getByRole('img', { name: 'plaats 1', exact: true }).count()).toBe(3);
    expect(await ranking.getByRole('img', { name: 'plaats 3', exact: true }).count()).toBe(3);
    await page.screenshot({ path: `${artifactsDir}/league-ranking.png` });

    // Another member's poule: the tabs say whose.
    const url = `${baseUrl}/#/league/`;
    const other = await otherPoulePlayer(page);
    await page.goto(`${url}${other.id}`);
    await page.getByRole('tab', { name: `Poule van ${other.name}` }).waitFor();
    await page.getByRole('tab', { name: `Wedstrijden van ${other.name}` }).waitFor();
  });
});

describe('league actions', () => {
  it('padel@ enters its poule’s results: 100 is refused by the form and by the server; the standings and statistics change; the mail goes out', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'padel@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/league`);
    await page.getByRole('tab', { name: 'Statistieken' }).click();
    // The total row (serie 0): the ongoing series' new results add to it.
    const ongoingRow = page.getByRole('table', { name: 'Statistieken' }).locator('tr[data-total]');
    await ongoingRow.waitFor();
    const playedBefore = Number(await ongoingRow.locator('td').nth(1).innerText());
    await page.getByRole('tab', { name: 'Mijn poule' }).click();
    const poule = page.getByRole('region', { name: 'Poule B1', exact: true });
    const standingsBefore = await poule.locator('tbody').innerText();
    await page.getByRole('button', { name: 'Inbrengen van de resultaten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resultaten Poule B1' });
    const inputs = dialog.getByRole('spinbutton');
    await inputs.first().waitFor(); // the dialog loads at the click
    expect(await inputs.count()).toBe(6);
    await inputs.nth(2).fill('100');
    await inputs.nth(3).fill('4');
    await inputs.nth(2).press('Enter');
    await dialog.getByRole('button', { name: 'Registreer' }).click();
    // The form's warning shows in the 'Fout/waarschuwing' popup (spec 02 section 8).
    const warning = page.getByRole('dialog', { name: 'Fout/waarschuwing' });
    await warning.getByText('Een score ligt tussen 0 en 99.').waitFor();
    await warning.getByRole('button', { name: 'Sluit' }).click();
    await warning.waitFor({ state: 'hidden' });
    const pouleId = (await ongoingPoules(page)).find((p) => p.levelCode === 'B' && p.poule === 1)!;
    const refused = await callFromPage(page, 'league/pouleScore.php', { pouleid: pouleId.pouleId, matches: [{ id: pouleId.pouleMatches[1]!.pouleGameId, games1: 100, games2: 4 }] });
    expect(refused).toEqual({ status: 400, body: { message: "Het veld 'matches.0.games1' is te groot (maximaal 99)." } });
    await inputs.nth(2).fill('6');
    await inputs.nth(4).fill('7');
    await inputs.nth(5).fill('5');
    await dialog.getByRole('button', { name: 'Registreer' }).click();
    await page.getByText(/^De resultaten werden geregistreerd\. Er werd een e-mail verstuurd naar alle spelers van de poule en de leagueverantwoordelijke\(n\)/).waitFor();
    await page.screenshot({ path: `${artifactsDir}/league-results-registered.png` });
    await page.getByRole('dialog', { name: 'Resultaten geregistreerd' }).getByRole('button', { name: 'Sluit' }).click();
    await expect.poll(() => poule.locator('tbody').innerText()).not.toBe(standingsBefore);
    await page.getByRole('tab', { name: 'Statistieken' }).click();
    await expect.poll(async () => Number(await ongoingRow.locator('td').nth(1).innerText())).toBe(playedBefore + 2);
    const mail = await waitForMail((m) => m.subject === 'Padelleague: resultaten poule B1');
    expect(mail.to).toContain('league@demo.clubhuis.be');
    expect(mail.to.length).toBeGreaterThanOrEqual(5);
    expect(mail.text).toContain(': 6-4');
  });

  it('lid@ (subscribed, not in the poule) gets no result entry for padel@’s poule, and the server refuses it', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/league`);
    const b1 = (await ongoingPoules(page)).find((p) => p.levelCode === 'B' && p.poule === 1)!;
    await page.goto(`${baseUrl}/#/league/${b1.poulePlayers[0]!.memberId}`);
    await page.getByRole('region', { name: 'Poule B1', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Inbrengen van de resultaten' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Spelersvervanging' }).count()).toBe(0);
    const res = await callFromPage(page, 'league/pouleScore.php', { pouleid: b1.pouleId, matches: [{ id: b1.pouleMatches[0]!.pouleGameId, games1: 6, games2: 0 }] });
    expect(res).toEqual({ status: 403, body: { message: 'Je kan geen resultaten of vervangingen registreren voor deze poule.' } });
  });

  it('league@ sets a replacement in another poule and cancels it', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'league@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/league`);
    const a1 = (await ongoingPoules(page)).find((p) => p.levelCode === 'A' && p.poule === 1)!;
    const target = a1.poulePlayers.find((p) => p.replacementId === 0)!;
    await page.goto(`${baseUrl}/#/league/${target.memberId}`);
    const poule = page.getByRole('region', { name: 'Poule A1', exact: true });
    await poule.waitFor();
    await page.getByRole('button', { name: 'Spelersvervanging' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spelersvervanging' });
    await dialog.getByRole('textbox', { name: 'Te vervangen speler' }).click();
    await page.getByRole('option', { name: target.memberName, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Vervanger' }).click();
    await dialog.getByRole('textbox', { name: 'Vervanger' }).fill('Peeters');
    await page.getByRole('option').first().click();
    const replacement = await dialog.getByRole('textbox', { name: 'Vervanger' }).inputValue();
    await dialog.getByRole('textbox', { name: 'Opmerkingen' }).fill('Op reis');
    await dialog.getByRole('button', { name: 'Registreer' }).click();
    await page.getByText(/^De vervanging werd geregistreerd\./).waitFor();
    await page.getByRole('dialog', { name: 'Vervanging geregistreerd' }).getByRole('button', { name: 'Sluit' }).click();
    await poule.getByText(`→ vervangen door ${replacement}`).waitFor();
    expect(await poule.locator('tbody tr').nth(3).locator('s').innerText()).toBe(target.memberName);
    const mail = await waitForMail((m) => m.subject === 'Padelleague: spelersvervanging poule A1');
    expect(mail.text).toContain(`vervangen door ${replacement}`);

    await page.getByRole('button', { name: 'Spelersvervanging' }).click();
    await dialog.getByRole('textbox', { name: 'Te vervangen speler' }).click();
    await page.getByRole('option', { name: `${target.memberName} (${replacement})` }).click();
    await dialog.getByRole('radio', { name: 'Vervanging annuleren' }).check();
    await dialog.getByRole('button', { name: 'Vervanging annuleren' }).click();
    await page.getByText(/^De vervanging werd geannuleerd\./).waitFor();
    await page.getByRole('dialog', { name: 'Vervanging geannuleerd' }).getByRole('button', { name: 'Sluit' }).click();
    await expect.poll(() => poule.getByText(`→ vervangen door ${replacement}`).count()).toBe(0);
  });

  it('padel@ asks for the poule e-mail, unsubscribes with a remark and undoes it', async () => {
    const page = await phonePage(browser);
    await loginAndLand(page, baseUrl, 'padel@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/league`);
    page.once('dialog', (d) => {
      expect(d.message()).toBe('Wil je een e-mail ontvangen met de gegevens van je poule?');
      void d.accept();
    });
    await page.getByRole('button', { name: 'Stuur me een e-mail met de poule-info' }).click();
    await page.getByText(/Even geduld: het kan enkele minuten duren\. Kijk ook in je spam-map\.$/).waitFor();
    await page.getByRole('dialog', { name: 'E-mail verstuurd' }).getByRole('button', { name: 'Sluit' }).click();
    const mail = await waitForMail((m) => m.subject === 'Padelleague: poule B1');
    expect(mail.to).toHaveLength(1);
    expect(mail.text).toMatch(/^1\. .+ \(kapitein\):/m);
    // The players in their order, numbered 1 to 4 (the matches below have numbers of their own).
    expect(mail.text.split('Wedstrijden:')[0]!.match(/^\d\. /gm)).toEqual(['1. ', '2. ', '3. ', '4. ']);

    await page.getByRole('button', { name: 'Uitschrijven uit de league' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uitschrijven uit de league' });
    await dialog.getByRole('button', { name: 'Bevestig mijn uitschrijving' }).click();
    const warning = page.getByRole('dialog', { name: 'Fout/waarschuwing' });
    await warning.getByText('Geef aan waarom je je wenst uit te schrijven!').waitFor();
    await warning.getByRole('button', { name: 'Sluit' }).click();
    await warning.waitFor({ state: 'hidden' });
    await dialog.getByRole('textbox', { name: 'Waarom schrijf je je uit?' }).fill('Ik verhuis na deze periode.');
    await dialog.getByRole('button', { name: 'Bevestig mijn uitschrijving' }).click();
    await page.getByText(/^Je uitschrijving werd geregistreerd: je wordt niet meer opgenomen in de volgende periodes\. Verwittig ook zelf de kapitein van je poule\.$/).waitFor();
    await page.getByRole('dialog', { name: 'Uitschrijving geregistreerd' }).getByRole('button', { name: 'Sluit' }).click();
    await page.getByText('Je bent uitgeschreven: na deze periode word je niet meer opgenomen in een poule.').waitFor();
    await page.screenshot({ path: `${artifactsDir}/league-unsubscribed.png` });

    await page.getByRole('button', { name: 'Eerdere uitschrijving ongedaan maken' }).click();
    await page.getByRole('dialog', { name: 'Uitschrijving ongedaan maken' }).getByRole('button', { name: 'Ja, maak ongedaan' }).click();
    await page.getByText('Je uitschrijving werd geannuleerd: je wordt weer opgenomen in de volgende periodes.').waitFor();
    await page.getByRole('dialog', { name: 'Uitschrijving ongedaan gemaakt' }).getByRole('button', { name: 'Sluit' }).click();
    await page.getByRole('button', { name: 'Uitschrijven uit de league' }).waitFor();
  });
});
