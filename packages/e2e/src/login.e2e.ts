import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, login, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('login', () => {
  it('asks for e-mail and password without sending a request', async () => {
    const page = await phonePage(browser);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('login.php') && calls.push(r.url()));
    await page.goto(`${baseUrl}/#/login`);
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.getByText('Breng e-mail en wachtwoord in a.u.b.!').waitFor();
    await page.getByLabel('E-mail').fill('lid@demo.clubhuis.be');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await page.getByText('Breng e-mail en wachtwoord in a.u.b.!').waitFor();
    expect(calls).toEqual([]);
  });

  it('shows the error dialog with the server message on a wrong password', async () => {
    const page = await phonePage(browser);
    await login(page, baseUrl, 'lid@demo.clubhuis.be', 'verkeerd');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Fout bij authenticatie...').waitFor();
    await dialog.getByText('Onbekend e-mailadres of verkeerd wachtwoord.').waitFor();
    await dialog.getByRole('button', { name: 'Sluit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('#/login');
  });

  it.each([
    ['lid@demo.clubhuis.be', /#\/results\/\d+$/],
    ['kapitein@demo.clubhuis.be', /#\/teams$/],
    ['leider@demo.clubhuis.be', /#\/statistics$/],
    ['league@demo.clubhuis.be', /#\/weekdigest$/],
  ])('takes %s to the home page of their choice', async (email, route) => {
    const page = await phonePage(browser);
    await login(page, baseUrl, email);
    await page.waitForURL(route);
  });

  it('logs out: the session is gone and member pages send back home', async () => {
    const page = await phonePage(browser);
    await login(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.waitForURL(/#\/results\//);
    await page.goto(`${baseUrl}/#/logout`);
    await page.getByText('Je werd afgemeld.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('clubhuis.session'))).toBeNull();
    await page.goto(`${baseUrl}/#/teams`);
    await page.waitForURL(/#\/$/);
  });

  it('logs out automatically to /login when the token expires', async () => {
    const shortUrl = inject('shortTokenUrl');
    const page = await phonePage(browser);
    await login(page, shortUrl, 'lid@demo.clubhuis.be');
    await page.waitForURL(/#\/results\//);
    await page.waitForURL(/#\/login$/, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('clubhuis.session'))).toBeNull();
  });
});
