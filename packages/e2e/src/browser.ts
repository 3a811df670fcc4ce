import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { trackRequests } from './networkQuiet.ts';

export const artifactsDir = resolve(import.meta.dirname, '../../../test-results/e2e');

/** Debian's Chromium with the flags that work on this machine (no network beyond loopback). */
export async function launch(): Promise<Browser> {
  mkdirSync(artifactsDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A phone-sized page (390×844) in a fresh context: no stored session. colorScheme is the phone's setting,
 * which the app follows until the member chooses otherwise ('Zoals toestel').
 */
export async function phonePage(browser: Browser, colorScheme: 'light' | 'dark' = 'light', locale = 'nl-BE'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale, colorScheme });
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

/** The login form's words: Dutch, or French in a French-speaking browser (issue 33). */
export const LOGIN_WORDS = {
  nl: { email: 'E-mail', password: 'Wachtwoord', submit: 'Aanmelden' },
  fr: { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' },
};

export async function login(page: Page, baseUrl: string, email: string, password = 'demo', words = LOGIN_WORDS.nl): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.submit }).click();
}

/**
 * Logs in and waits until the app has gone on to the user's landing route. The header greets the user
 * before that navigation, so going elsewhere on the greeting alone races with it.
 */
export async function loginAndLand(page: Page, baseUrl: string, email: string, password = 'demo', words = LOGIN_WORDS.nl): Promise<void> {
  await login(page, baseUrl, email, password, words);
  await page.waitForURL((url) => url.hash !== '' && !url.hash.startsWith('#/login'));
}
