import type { Locator, Page } from 'playwright-core';
import { animationsDone } from './networkQuiet.ts';

/** Opens the side menu (the burger on a phone) and one of its sections; returns the menu. */
export async function openMenuSection(page: Page, section: string, menu = 'Hoofdmenu'): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: menu });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  const button = nav.getByRole('button', { name: section });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  // A tap on an entry while its section still unfolds (a height transition) could miss it: wait until
  // the drawer and the section stand still.
  await animationsDone(page);
  return nav;
}

/**
 * Taps a menu entry and waits for its screen. CI once saw the address stay put after such a tap (not
 * seen again in 14 runs under a CPU burner): if it happens again, the failure says what the page showed.
 */
export async function followMenuLink(page: Page, nav: Locator, name: string, url: RegExp): Promise<void> {
  await nav.getByRole('link', { name }).click();
  try {
    await page.waitForURL(url, { timeout: 15_000 });
  } catch (error) {
    const state = await page.evaluate(() => ({
      hash: location.hash,
      menu: document.getElementById('hoofdmenu')?.hidden ? 'hidden' : 'open',
      expanded: Array.from(document.querySelectorAll('#hoofdmenu [aria-expanded]')).map((b) => `${b.textContent}=${b.getAttribute('aria-expanded')}`),
    }));
    throw new Error(`'${name}' left the address at ${JSON.stringify(state)}`, { cause: error });
  }
}
