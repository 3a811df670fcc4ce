import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

// Carpool (issue 32) on /teams at 390 × 844: ouder@ offers a car for Emma's youth meeting (this week,
// away), kapitein@ (the youth team's captain) gives Lucas a seat in it, and both cards show the car,
// its free seats, who rides along and who of the line-up has no seat yet, in light and in dark.
const baseUrl = inject('baseUrl');
const YOUTH_CARD = 'TTC De Demo Jeugd Week 10';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Logs in, opens the line-ups and the youth meeting's carpool (asked for once the card is seen). */
async function youthCarpool(email: string, scheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; card: Locator; carpool: Locator }> {
  const page = await phonePage(browser, scheme);
  await loginAndLand(page, baseUrl, email);
  await page.goto(`${baseUrl}/#/teams`);
  const card = page.getByRole('article', { name: YOUTH_CARD });
  await card.waitFor();
  const carpool = card.getByRole('region', { name: 'Carpool' });
  await carpool.scrollIntoViewIfNeeded();
  return { page, card, carpool };
}

describe('carpool on /teams', () => {
  it("ouder@ offers a car with 3 seats for Emma's youth meeting; kapitein@ seats Lucas in it; the cards show both", async () => {
    const parent = await youthCarpool('ouder@demo.clubhuis.be');
    await parent.carpool.getByText('Nog geen wagens.').waitFor();
    await parent.carpool.getByRole('button', { name: 'Ik rijd' }).click();
    const dialog = parent.page.getByRole('dialog', { name: 'Ik rijd' });
    await dialog.getByText('Wagen voor Emma Maes').waitFor();
    await dialog.getByRole('radio', { name: '3', exact: true }).check();
    await dialog.getByRole('textbox', { name: 'Opmerking (vertrek, plaats)' }).fill('Vertrek 13:15 aan de sporthal');
    await dialog.getByRole('button', { name: 'Bied wagen aan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await parent.carpool.getByRole('status').getByText('Je wagen staat in de carpool met 3 vrije plaatsen.').waitFor();
    const car = parent.carpool.getByRole('listitem', { name: 'Sofie Maes (voor Emma Maes)' });
    await car.getByText('3 van 3 plaatsen vrij').waitFor();
    await car.getByText('Vertrek 13:15 aan de sporthal').waitFor();
    // Emma goes in her parent's car: of the line-up, Lucas and the third player have no seat yet.
    expect(await parent.carpool.getByText(/^Nog zonder plaats: Lucas Maes, /).count()).toBe(1);

    const captain = await youthCarpool('kapitein@demo.clubhuis.be');
    const captainCar = captain.carpool.getByRole('listitem', { name: 'Sofie Maes (voor Emma Maes)' });
    await captainCar.getByText('3 van 3 plaatsen vrij').waitFor();
    await captain.carpool.getByRole('button', { name: 'Plaats geven' }).click();
    const seat = captain.page.getByRole('dialog', { name: 'Plaats geven' });
    await seat.getByRole('radio', { name: 'Lucas Maes' }).check();
    await seat.getByRole('radio', { name: /^Sofie Maes \(voor Emma Maes\)/ }).check();
    await seat.getByRole('button', { name: 'Geef plaats' }).click();
    await seat.waitFor({ state: 'detached' });
    await captain.carpool.getByRole('status').getByText('Lucas Maes rijdt mee in de wagen van Emma Maes.').waitFor();
    await captainCar.getByText('2 van 3 plaatsen vrij').waitFor();
    await captainCar.getByRole('listitem').getByText('Lucas Maes').waitFor();
    await captain.card.screenshot({ path: `${artifactsDir}/carpool-kapitein.png` });

    // The parent's card shows the car with Lucas in it, in light and in dark.
    for (const scheme of ['light', 'dark'] as const) {
      const again = await youthCarpool('ouder@demo.clubhuis.be', scheme);
      const shown = again.carpool.getByRole('listitem', { name: 'Sofie Maes (voor Emma Maes)' });
      await shown.getByText('2 van 3 plaatsen vrij').waitFor();
      await shown.getByRole('listitem').getByText('Lucas Maes').waitFor();
      // ouder@ may give back the seat of her own child; the car's own button changes its seats.
      await shown.getByRole('button', { name: 'Plaats teruggeven voor Lucas Maes' }).waitFor();
      await shown.getByRole('button', { name: 'Plaatsen wijzigen' }).waitFor();
      expect(await again.carpool.getByText(/^Nog zonder plaats: /).textContent()).not.toContain('Lucas Maes');
      await again.card.screenshot({ path: `${artifactsDir}/carpool-ouder-${scheme}.png` });
      await again.page.context().close();
    }
    await parent.page.context().close();
    await captain.page.context().close();
  });
});
