import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOGIN_WORDS, launch, loginAndLand, phonePage } from './browser.ts';
import { settled } from './networkQuiet.ts';

const baseUrl = inject('baseUrl');
// axe-core's own source, run inside the page.
const AXE = axe.source;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** axe-core's serious and critical violations on what the page shows now. */
async function audit(page: Page, screen: string): Promise<Finding[]> {
  // The resting look: the pointer stays where the last tap was, and a hovered button there would be
  // measured in its hover colours on one layout and not on another.
  await page.mouse.move(0, 0);
  // Evaluated over the devtools protocol: the app's CSP (script-src 'self') refuses an injected script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document)).violations.map((v) => ({ id: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ screen, rule: v.id, impact: v.impact, targets: v.targets.slice(0, 5) }));
}

/** Opens each path as this user (a visitor when email is null) and audits it, in a Dutch or French browser. */
async function auditScreens(scheme: Scheme, email: string | null, paths: string[], language: 'nl' | 'fr' = 'nl'): Promise<Finding[]> {
  const page = await phonePage(browser, scheme, language === 'fr' ? 'fr-BE' : 'nl-BE');
  if (email) await loginAndLand(page, baseUrl, email, 'demo', LOGIN_WORDS[language]);
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(`${baseUrl}/#${path}`);
    await settled(page);
    findings.push(...(await audit(page, `${language} ${scheme} ${email ?? 'visitor'} ${path}`)));
  }
  await page.context().close();
  return findings;
}

const report = (findings: Finding[]) => findings.map((f) => `${f.screen}: ${f.rule} (${f.impact}) at ${f.targets.join(' | ')}`);

type Scheme = 'light' | 'dark';

// Issue 16: axe-core on every screen with the demo data, as the user who sees it; 0 serious or critical.
// Issue 30: in the phone's light and dark setting both (the app follows it), so contrast holds in both.
describe.each<Scheme>(['light', 'dark'])('accessibility (axe-core) of every screen, %s', (scheme) => {
  it('follows the phone: the page is in this colour scheme', async () => {
    const page = await phonePage(browser, scheme);
    await page.goto(`${baseUrl}/#/login`);
    await page.getByLabel('E-mail').waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
    await page.context().close();
  });

  it('for a visitor', async () => {
    const findings = await auditScreens(scheme, null, ['/', '/login', '/statistics', '/weekdigest', '/wachtwoord-vergeten', '/bestaat-niet']);
    expect(report(findings)).toEqual([]);
  });

  it('for lid@, a player', async () => {
    const findings = await auditScreens(scheme, 'lid@demo.clubhuis.be', [
      '/',
      '/results/0',
      '/teams',
      '/members',
      '/members/members',
      '/reservations',
      '/reservation',
      '/sterktelijsten',
      '/league',
      '/leagueregulations',
      '/weekdigest',
      '/meldingen',
    ]);
    expect(report(findings)).toEqual([]);
  });

  it('for the line-up dialogs of kapitein@ and lid@', async () => {
    const page = await phonePage(browser, scheme);
    await loginAndLand(page, baseUrl, 'kapitein@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/teams`);
    const card = page.getByRole('article', { name: 'TTC De Demo B Week 10' });
    await card.getByRole('button', { name: 'Deelname doorgeven' }).click();
    await page.getByRole('dialog', { name: 'Deelname bevestigen' }).waitFor();
    const findings = await audit(page, `${scheme} kapitein@ /teams answer dialog`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Opstelling' }).click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    findings.push(...(await audit(page, `${scheme} kapitein@ /teams composition dialog`)));
    expect(report(findings)).toEqual([]);
  });

  it("for lid@'s ranking history, points what-if and head-to-head (issue 34)", async () => {
    const page = await phonePage(browser, scheme);
    await loginAndLand(page, baseUrl, 'lid@demo.clubhuis.be');
    await page.waitForURL(/#\/results\/\d+$/);
    await page.getByRole('tab', { name: 'Verloop' }).click();
    await page.getByRole('table', { name: 'ELO-punten en klassement per datum' }).waitFor();
    await page.getByRole('img', { name: /^ELO: / }).waitFor();
    const findings = await audit(page, `${scheme} lid@ /results Verloop`);
    await page.getByRole('tab', { name: 'Rekenhulp' }).click();
    await page.getByRole('button', { name: 'Voeg toe' }).click();
    await page.getByRole('status').waitFor();
    findings.push(...(await audit(page, `${scheme} lid@ /results Rekenhulp`)));
    await page.getByRole('tab', { name: 'Wedstrijden' }).click();
    await page.getByRole('button', { name: /^Onderlinge duels met / }).first().click();
    await page.getByRole('dialog').getByRole('table', { name: 'Onderlinge duels' }).waitFor();
    await settled(page);
    findings.push(...(await audit(page, `${scheme} lid@ /results head-to-head`)));
    await page.context().close();
    expect(report(findings)).toEqual([]);
  });

  // One case per login: each stays well inside the test timeout on a slow machine (a combined case
  // of five logins came close to it).
  it.each<[string, string[]]>([
    ['leider@demo.clubhuis.be', ['/presences', '/teams']],
    [
      'trainer@demo.clubhuis.be',
      [
        '/trainingmoments/open',
        '/trainingmoments/all',
        '/trainingattendance',
        '/subscriptions',
        '/sportscampplanning',
        '/trainerpresence',
        '/sportscampcheckin',
        '/sportscampcheckout',
        '/sportscamplog',
        '/materiallist',
      ],
    ],
    ['sporter@demo.clubhuis.be', ['/traineetrainingmoments/open', '/traineetrainingmoments/all']],
    ['league@demo.clubhuis.be', ['/league', '/leaguesubscriptions']],
    ['padel@demo.clubhuis.be', ['/league']],
  ])('for %s', async (email, paths) => {
    expect(report(await auditScreens(scheme, email, paths))).toEqual([]);
  });

  it('for beheer@, the administrator', async () => {
    const findings = await auditScreens(scheme, 'beheer@demo.clubhuis.be', [
      '/beheer/instellingen',
      '/beheer/leden',
      '/beheer/gebruikers',
      '/beheer/import',
      '/beheer/competitie',
      '/beheer/ploegen',
      '/beheer/spelmomenten',
      '/beheer/trainingen',
      '/beheer/kampen',
      '/beheer/league',
      '/beheer/logboek',
      '/sportscamplog',
    ]);
    expect(report(findings)).toEqual([]);
  });
});

// Issue 33: the app in French has its own labels and longer texts; each area's screens once more in a
// French-speaking browser, light and dark.
describe.each<Scheme>(['light', 'dark'])('accessibility (axe-core) in French, %s', (scheme) => {
  // One case per login, as above: seven logins in one case ran out of the 60 s timeout in CI.
  it.each<[string, string | null, string[]]>([
    ['a visitor', null, ['/login', '/statistics']],
    ['lid@', 'lid@demo.clubhuis.be', ['/', '/results/0', '/teams', '/reservations', '/sterktelijsten']],
    ['kapitein@', 'kapitein@demo.clubhuis.be', ['/teams']],
    ['trainer@', 'trainer@demo.clubhuis.be', ['/trainingmoments/open', '/sportscampcheckin', '/trainerpresence']],
    ['ouder@', 'ouder@demo.clubhuis.be', ['/meldingen']],
    ['padel@', 'padel@demo.clubhuis.be', ['/league']],
    ['beheer@', 'beheer@demo.clubhuis.be', ['/beheer/instellingen', '/beheer/leden', '/beheer/logboek']],
  ])('for %s', async (_who, email, paths) => {
    expect(report(await auditScreens(scheme, email, paths, 'fr'))).toEqual([]);
  });

  it("for kapitein@'s composition dialog", async () => {
    const page = await phonePage(browser, scheme, 'fr-BE');
    await loginAndLand(page, baseUrl, 'kapitein@demo.clubhuis.be', 'demo', LOGIN_WORDS.fr);
    await page.goto(`${baseUrl}/#/teams`);
    const card = page.getByRole('article', { name: 'TTC De Demo B Semaine 10' });
    await card.getByRole('button', { name: 'Faire la composition' }).click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    const findings = await audit(page, `fr ${scheme} kapitein@ /teams composition dialog`);
    await page.context().close();
    expect(report(findings)).toEqual([]);
  });
});
