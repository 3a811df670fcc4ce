/**
 * npm run screenshots: the demo club at 390 × 844, light and dark, into docs/screenshots/ (issue 30).
 * Builds first (the npm script), starts the server on a fresh embedded database with the demo club, logs
 * in as the user who sees each screen (the browser tests' helpers) and saves one PNG per screen and scheme.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../../server/src/testing/serverProcess.ts';
import { LOGIN_WORDS, launch, loginAndLand, phonePage } from './browser.ts';
import { settled } from './networkQuiet.ts';
import { openMenuSection } from './menu.ts';

const OUT = resolve(import.meta.dirname, '../../../docs/screenshots');

/** Picks the Dutch or the French word of what a step clicks. */
type Say = <T extends string | RegExp>(nl: T, fr: T) => T;

interface Shot {
  name: string;
  email: string;
  path: string;
  /** What to do after the screen settled (open a dialog), with the words of the page's language. */
  then?: (page: Page, say: Say) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: 'home', email: 'lid@demo.clubhuis.be', path: '/home' },
  { name: 'teams', email: 'lid@demo.clubhuis.be', path: '/teams' },
  {
    name: 'compose-dialog',
    email: 'kapitein@demo.clubhuis.be',
    path: '/teams',
    then: async (page, say) => {
      await page
        .getByRole('article', { name: say('TTC De Demo B Week 10', 'TTC De Demo B Semaine 10') })
        .getByRole('button', { name: say('Opstelling maken', 'Faire la composition') })
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'statistics', email: 'lid@demo.clubhuis.be', path: '/statistics' },
  {
    // 'Mijn resultaten' → 'Verloop': the ranking history over the seasons (issue 34).
    name: 'results-history',
    email: 'lid@demo.clubhuis.be',
    path: '/home',
    then: async (page, say) => {
      await page
        .getByRole('navigation', { name: say('Snelmenu', 'Menu rapide') })
        .getByRole('link', { name: say('Resultaten', 'Résultats') })
        .click();
      await page.getByRole('tab', { name: say('Verloop', 'Évolution') }).click();
      await page.getByRole('img', { name: say(/: van .* naar /, / : de .* à /) }).first().waitFor();
    },
  },
  { name: 'trainings', email: 'trainer@demo.clubhuis.be', path: '/trainingmoments/open' },
  { name: 'camp-check-in', email: 'trainer@demo.clubhuis.be', path: '/sportscampcheckin' },
  { name: 'league', email: 'padel@demo.clubhuis.be', path: '/league' },
  { name: 'admin-members', email: 'beheer@demo.clubhuis.be', path: '/beheer/leden' },
  {
    name: 'admin-club-look',
    email: 'beheer@demo.clubhuis.be',
    path: '/beheer/instellingen',
    // The club's colour and logo sit below the settings' first fields.
    then: (page, say) => page.getByText(say('Uitzicht van de app', "Apparence de l'app")).evaluate((el) => el.scrollIntoView({ block: 'start' })),
  },
  {
    // The side menu with its language choice open (issue 33).
    name: 'menu-language',
    email: 'lid@demo.clubhuis.be',
    path: '/home',
    then: async (page, say) => {
      const nav = await openMenuSection(page, 'Taal / Langue', say('Hoofdmenu', 'Menu principal'));
      await nav.getByRole('button', { name: 'Taal / Langue' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    },
  },
  // A parent: its choices cover both children (issue 31).
  { name: 'notifications', email: 'ouder@demo.clubhuis.be', path: '/meldingen' },
];

async function shoot(browser: Browser, baseUrl: string, scheme: 'light' | 'dark', shot: Shot, language: 'nl' | 'fr' = 'nl'): Promise<string> {
  const page = await phonePage(browser, scheme, language === 'fr' ? 'fr-BE' : 'nl-BE');
  await loginAndLand(page, baseUrl, shot.email, 'demo', LOGIN_WORDS[language]);
  await page.goto(`${baseUrl}/#${shot.path}`);
  await settled(page);
  if (shot.then) {
    await shot.then(page, (nl, fr) => (language === 'fr' ? fr : nl));
    await settled(page);
  }
  await page.mouse.move(0, 0);
  const file = join(OUT, `${language === 'fr' ? 'fr-' : ''}${shot.name}-${scheme}.png`);
  await page.screenshot({ path: file });
  await page.context().close();
  return file;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-screens-'));
  const server = await startServer({ env: { DATABASE_URL: '', DATA_DIR: dir } });
  const browser = await launch();
  try {
    for (const scheme of ['light', 'dark'] as const) {
      for (const shot of SHOTS) console.log(await shoot(browser, server.url, scheme, shot));
      // Every screen again in French (issue 33), in a French-speaking browser: `fr-<name>-<scheme>.png`.
      for (const shot of SHOTS) console.log(await shoot(browser, server.url, scheme, shot, 'fr'));
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
