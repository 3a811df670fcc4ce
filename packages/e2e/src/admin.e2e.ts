import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fileMembers, membersCsv } from '../../server/src/testing/memberFiles.ts';
import { adminMenu, choosePassword, pick } from './adminSteps.ts';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';
import { waitForMail } from './mails.ts';

// A club made by `npm run club:create` with nothing in it: its first administrator does everything else
// in the browser, and a member it invites finds its team, its trainings and the play moments.
const url = inject('newClubUrl');
const adminLink = inject('newClubAdminLink');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('a new club’s first day', () => {
  it('the administrator imports 60 members, syncs the competition site, makes a training and a play-moment series and invites a member, who then finds its team, trainings and play moments', async () => {
    const page = await phonePage(browser);
    page.on('dialog', (d) => void d.accept());
    await choosePassword(page, url, adminLink, 'beheer van de club');
    await loginAndLand(page, url, 'beheer@nieuw.be', 'beheer van de club');

    // 60 members; Jonas Verstraeten has the federation number the competition site's sheets know.
    const list = fileMembers(60, 700_000);
    list[0] = { ...list[0]!, first: 'Jonas', last: 'Verstraeten', gender: 'M', number: '900015', email: 'jonas@nieuw.be' };
    await adminMenu(page, 'Leden importeren');
    await page.locator('input[type="file"]').setInputFiles({ name: 'leden.csv', mimeType: 'text/csv', buffer: Buffer.from(membersCsv(list), 'utf8') });
    await page.getByText('60 toe te voegen, 0 te wijzigen, 0 ongewijzigd, 0 geweigerd').waitFor();
    await page.screenshot({ path: `${artifactsDir}/admin-import.png` });
    await page.getByRole('button', { name: 'Importeren' }).click();
    await page.getByText('Import klaar: 60 leden toegevoegd, 0 gewijzigd.').waitFor();

    await adminMenu(page, 'Competitiesite');
    await page.getByRole('button', { name: 'Synchroniseer nu' }).click();
    const synced = page.getByRole('status');
    await synced.waitFor();
    expect(await synced.innerText()).toMatch(/^Synchronisatie klaar: [1-9]\d* ploegen toegevoegd/);

    // Jonas joins team A's roster (the sync made the team from the site).
    await adminMenu(page, 'Ploegen en spelers');
    await page.getByRole('article', { name: 'TTC Nieuw A' }).getByRole('button', { name: 'Wijzigen' }).click();
    const teamDialog = page.getByRole('dialog', { name: 'TTC Nieuw A' });
    await pick(page, teamDialog, 'Speler toevoegen', 'Jonas', 'Verstraeten');
    await pick(page, teamDialog, 'Kapitein', 'Jonas', 'Verstraeten');
    await teamDialog.getByRole('button', { name: 'Bewaar' }).click();
    await page.getByText('De ploeg TTC Nieuw A werd bewaard met 1 speler.').waitFor();

    await adminMenu(page, 'Trainingen');
    await pick(page, page.getByRole('main'), 'Trainer maken van', 'Lotte', 'Claeys');
    await page.getByText('Lotte Claeys is nu trainer.').waitFor();
    await page.getByRole('button', { name: 'Nieuwe groep' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'Nieuwe groep' });
    await groupDialog.getByRole('textbox', { name: 'Naam van de groep' }).fill('Beginners');
    await pick(page, groupDialog, 'Trainee toevoegen', 'Jonas', 'Verstraeten');
    await groupDialog.getByRole('button', { name: 'Bewaar' }).click();
    await page.getByText('De groep Beginners werd bewaard met 1 trainee.').waitFor();
    await page.getByRole('article', { name: 'Beginners' }).getByRole('button', { name: 'Wekelijkse training' }).click();
    const trainingDialog = page.getByRole('dialog', { name: 'Wekelijkse training: Beginners' });
    await trainingDialog.getByRole('textbox', { name: 'Titel van de training' }).fill('Beginnerstraining');
    await pick(page, trainingDialog, 'Trainer', 'Lotte', 'Claeys');
    await trainingDialog.getByRole('button', { name: 'Aanmaken' }).click();
    await page.getByText(/^De training werd aangemaakt met \d+ trainingsmomenten\.$/).waitFor();

    await adminMenu(page, 'Spelmomenten');
    await page.getByRole('button', { name: 'Nieuwe reeks' }).click();
    const seriesDialog = page.getByRole('dialog', { name: 'Nieuwe reeks' });
    await seriesDialog.getByRole('textbox', { name: 'Naam (bv. Vrij spel)' }).fill('Vrij spel');
    await seriesDialog.getByRole('button', { name: 'Aanmaken' }).click();
    await page.getByText(/^De reeks werd aangemaakt met \d+ spelmomenten\.$/).waitFor();

    await adminMenu(page, 'Gebruikers en rechten');
    await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
    const accountDialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
    await accountDialog.getByRole('textbox', { name: 'E-mail' }).fill('jonas@nieuw.be');
    await accountDialog.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Jonas');
    await accountDialog.getByRole('textbox', { name: 'Naam', exact: true }).fill('Verstraeten');
    await pick(page, accountDialog, 'Lid toevoegen', 'Jonas', 'Verstraeten');
    await accountDialog.getByRole('button', { name: 'Bewaar' }).click();
    await page.getByText('De gebruiker jonas@nieuw.be werd bewaard.').waitFor();
    await accountDialog.getByRole('button', { name: 'Sluit' }).last().click();
    await page.getByRole('article', { name: 'jonas@nieuw.be' }).getByRole('button', { name: 'Uitnodigen' }).click();
    await page.getByText('Er werd een uitnodiging verstuurd naar jonas@nieuw.be. De link is 7 dagen geldig.').waitFor();

    // The member: the mail's link, a password, and the app shows its team, trainings and play moments.
    const mail = await waitForMail((m) => m.to.includes('jonas@nieuw.be'));
    expect(mail.subject).toBe('Je account voor de app van TTC Nieuw');
    const link = /(http\S+#\/wachtwoord\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const jonas = await phonePage(browser);
    await choosePassword(jonas, url, link, 'jonas speelt graag');
    await loginAndLand(jonas, url, 'jonas@nieuw.be', 'jonas speelt graag');
    await jonas.goto(`${url}/#/teams`);
    // The site's match of team A is played already: it is under 'Gespeeld', with Jonas in it.
    await jonas.getByText('Gespeeld', { exact: true }).click();
    await jonas.getByText('TTC Nieuw A').first().waitFor();
    await jonas.getByText("Tourinnes A - Braine l'Alleud I").first().waitFor();
    await jonas.screenshot({ path: `${artifactsDir}/admin-member-teams.png` });
    await jonas.goto(`${url}/#/traineetrainingmoments/reservation`);
    await jonas.getByText('Beginnerstraining').first().waitFor();
    await jonas.goto(`${url}/#/reservation`);
    await jonas.getByRole('textbox', { name: 'Spelmoment' }).click();
    await jonas.getByRole('option', { name: /^Vrij spel - / }).first().waitFor();
  });

  it('refuses the administration to a member of the club', async () => {
    const jonas = await phonePage(browser);
    await loginAndLand(jonas, url, 'jonas@nieuw.be', 'jonas speelt graag');
    expect(await jonas.getByRole('button', { name: 'Clubbeheer' }).count()).toBe(0);
    await jonas.goto(`${url}/#/beheer/leden`);
    await jonas.getByText('Enkel de beheerders van de club hebben toegang tot het clubbeheer.').waitFor();
  });
});
