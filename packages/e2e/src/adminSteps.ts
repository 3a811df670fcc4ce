import type { Page } from 'playwright-core';

// Steps of a new club's first day that more than one browser test takes.

/** Opens an entry of the menu's 'Clubbeheer' section (the burger first on a phone). */
export async function adminMenu(page: Page, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  const section = nav.getByRole('button', { name: 'Clubbeheer' });
  if ((await section.getAttribute('aria-expanded')) === 'false') await section.click();
  await nav.getByRole('link', { name: entry, exact: true }).click();
}

/** Follows a mailed password link on the app's address (club:create prints localhost) and sets the password. */
export async function choosePassword(page: Page, appUrl: string, link: string, password: string) {
  await page.goto(`${appUrl}/${link.slice(link.indexOf('#'))}`);
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal het wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Bewaar mijn wachtwoord' }).click();
  await page.getByText('Je wachtwoord werd ingesteld. Je kan je nu aanmelden.').waitFor();
}

/** Types a first name in a dropdown (it shows 6 matches) and picks the member, named "Last First" or "First Last". */
export async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, first: string, last: string) {
  const box = scope.getByRole('textbox', { name: label });
  await box.click();
  await box.fill(first);
  await page.getByRole('option', { name: new RegExp(`^(${first} ${last}|${last} ${first})$`) }).click();
}
