import { isFull } from '@clubhuis/contract/rules/playermoments';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';
import { followMenuLink, openMenuSection } from './menu.ts';
import { comingMoments as momentsFor } from './moments.ts';

const comingMoments = (email: string) => momentsFor(baseUrl, email);

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * Logs in, then opens `route` in a fresh page load (the session stays in localStorage), so nothing
 * the landing screen did (its dialogs, its queries) carries over.
 */
async function openAs(email: string, route: string): Promise<Page> {
  const page = await phonePage(browser);
  await loginAndLand(page, baseUrl, email);
  await page.goto(`${baseUrl}/#${route}`);
  await page.reload();
  return page;
}

/** The app's dropdown: type in the field and Enter picks the first match. */
async function choose(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.fill(text);
  await field.press('Enter');
}

describe('reservations', () => {
  it('lets ouder@ reserve for the second child, see it in the overview, cancel it and land on /reserved', async () => {
    const moments = await comingMoments('ouder@demo.clubhuis.be');
    const free = moments.find((m) => !isFull(m) && m.capacity - m.nrOfReservations >= 1)!;
    expect(free).toBeDefined();

    const page = await openAs('ouder@demo.clubhuis.be', '/home');
    const nav = await openMenuSection(page, 'Spelmomenten');
    expect(await nav.getByRole('link', { name: 'Aanwezigheden' }).count()).toBe(0);
    await followMenuLink(page, nav, 'Reservaties', /#\/reservations$/);
    await page.getByText('Geen reservaties').waitFor();
    await page.getByRole('link', { name: 'Reserveer een ander moment' }).click();
    await page.waitForURL(/#\/reservation$/);

    await choose(page, 'Spelmoment', free.moment);
    await page.getByRole('region', { name: free.moment }).waitFor();
    await choose(page, 'Reserveren voor', 'Lucas');
    await page.getByRole('textbox', { name: 'Opmerking' }).fill('  Lucas komt met de fiets. ');
    await page.screenshot({ path: `${artifactsDir}/reservation-form.png` });
    await page.getByRole('button', { name: 'Reserveer' }).click();

    const confirm = page.getByRole('dialog', { name: 'Reservatie bevestigen' });
    await confirm.getByText(`Wil je ${free.moment} reserveren voor Lucas Maes?`).waitFor();
    await confirm.getByRole('button', { name: 'Bevestig' }).click();
    const corona = page.getByRole('dialog', { name: 'Coronamaatregelen' });
    await corona.getByText('Respecteer de geldende coronamaatregelen', { exact: false }).waitFor();
    await corona.getByRole('button', { name: 'Akkoord, reserveer' }).click();

    await page.waitForURL(/#\/reservations$/);
    const card = page.getByRole('article', { name: `${free.moment} – Lucas Maes` });
    await card.getByText('Opmerking: Lucas komt met de fiets.').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.screenshot({ path: `${artifactsDir}/reservations-overview.png` });

    await card.getByRole('button', { name: 'Annuleer reservatie' }).click();
    const cancel = page.getByRole('dialog', { name: 'Reservatie annuleren' });
    await cancel.getByText(`Wil je de reservatie van Lucas Maes voor ${free.moment} annuleren?`).waitFor();
    await cancel.getByRole('button', { name: 'Ja, annuleer' }).click();
    await page.waitForURL(/#\/reserved$/);
    await page.getByText('Je annulering werd geregistreerd.').waitFor();
    await page.getByRole('link', { name: 'Maak een nieuwe reservatie' }).waitFor();
  });

  it('shows a full moment with its count and a warning, and no reserve button', async () => {
    const moments = await comingMoments('lid@demo.clubhuis.be');
    const full = moments.find(isFull)!;
    expect(full).toBeDefined();

    const page = await openAs('lid@demo.clubhuis.be', '/reservation');
    await page.getByText('Reservatie voor Jan Peeters').waitFor();
    await choose(page, 'Spelmoment', full.moment);
    const details = page.getByRole('region', { name: full.moment });
    await details.getByText('Dit spelmoment is volzet: er kan niet meer gereserveerd worden.').waitFor();
    await details.getByText(`${full.capacity} / ${full.capacity}`).waitFor();
    expect(await page.getByRole('button', { name: 'Reserveer' }).count()).toBe(0);
    await page.screenshot({ path: `${artifactsDir}/reservation-full.png` });
  });

  it('tells a visitor on /reserved to log in', async () => {
    const page = await phonePage(browser);
    await page.goto(`${baseUrl}/#/reserved`);
    await page.getByText('Je annulering werd geregistreerd.').waitFor();
    await page.getByRole('link', { name: 'Aanmelden' }).first().waitFor();
  });
});

describe('presences', () => {
  it('lets leider@ flip a presence and add an occasional player', async () => {
    const page = await openAs('leider@demo.clubhuis.be', '/home');
    const nav = await openMenuSection(page, 'Spelmomenten');
    await followMenuLink(page, nav, 'Aanwezigheden', /#\/presences$/);

    const list = page.getByRole('region', { name: 'Aanwezigheidslijst' });
    const total = list.getByText(/^Totaal aanwezig: \d+ van \d+$/);
    await total.waitFor();
    const count = async () => (await total.innerText()).match(/(\d+) van (\d+)/)!.slice(1).map(Number) as [number, number];
    const [present, listed] = await count();
    expect(listed).toBeGreaterThan(0);

    const first = list.getByRole('checkbox').first();
    const wasChecked = await first.isChecked();
    await first.click();
    await list.getByText(`Totaal aanwezig: ${present + (wasChecked ? -1 : 1)} van ${listed}`).waitFor();
    expect(await first.isChecked()).toBe(!wasChecked);

    // Jan Peeters has no reservation for the first table tennis moment: he joins as occasional player.
    await choose(page, 'Occasionele speler', 'Jan Peeters');
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await list.getByText(`Totaal aanwezig: ${present + (wasChecked ? 0 : 2)} van ${listed + 1}`).waitFor();
    expect(await list.getByRole('checkbox', { name: 'Jan Peeters' }).isChecked()).toBe(true);
    await list.getByText('Occasioneel').first().waitFor();
    await page.screenshot({ path: `${artifactsDir}/presences-leider.png`, fullPage: true });
  });
});
