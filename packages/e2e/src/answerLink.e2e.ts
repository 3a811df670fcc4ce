import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';
import { waitForMail } from './mails.ts';

// Issue 34 part 1: the personal answer link of a line-up mail. kapitein@ mails team B's line-up (through
// the API, as the composition dialog's mail does), lid@'s link is read from the test SMTP server and
// opened in a fresh browser without a session: 'Ik kan niet spelen' with a reason. kapitein@ then sees
// the answer and the reason in the answer dialog of that meeting.
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function call(path: string, body: object): Promise<Record<string, unknown> & { jwt?: string }> {
  const res = await fetch(`${baseUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** axe-core's serious and critical violations on the page as it rests (pointer away from the buttons). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe.run;
    const { violations } = await run(document);
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

interface ListedMeeting {
  id: number;
  team: string;
  teamId: number;
  weekDescription: string;
}

/** kapitein@ puts Tom Claes and Jan Peeters in the line-up of team B's last coming meeting and mails it. */
async function mailLineUp(): Promise<ListedMeeting> {
  const jwt = (await call('login.php', { login: 'kapitein@demo.clubhuis.be', password: 'demo' })).jwt!;
  const coming = (await call('teamcomposition/list', { jwt, when: 'coming' })) as unknown as ListedMeeting[];
  const meeting = coming.filter((m) => m.team === 'TTC De Demo B').at(-1)!;
  const players = (await call('team/playersList', { jwt, id: meeting.teamId })) as unknown as { id: number; playerName: string }[];
  const ids = ['Tom Claes', 'Jan Peeters'].map((name) => players.find((p) => p.playerName.includes(name))!.id);
  await call('teamcomposition/update', { jwt, teamcalendar_id: meeting.id, players: ids });
  await call('teamcomposition/mail', { jwt, teamcalendar_id: meeting.id, flags: 1 });
  return meeting;
}

describe('answer from a link, without logging in', () => {
  it("lid@ opens the mail's link in a fresh browser and says 'Ik kan niet spelen' with a reason; kapitein@ sees it", async () => {
    const meeting = await mailLineUp();
    const mail = await waitForMail((m) => m.to.includes('jan.peeters@demo.clubhuis.be') && m.subject.includes(`${meeting.weekDescription.replace('Week', 'week')}:`));
    const token = /#\/antwoord\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A fresh browser context: no stored session. The page opens without a login and stays there.
    const page = await phonePage(browser);
    await page.goto(`${baseUrl}/#/antwoord/${token}`);
    const card = page.getByRole('article', { name: 'TTC De Demo B' });
    await card.getByText(/Tom Claes, Jan Peeters/).waitFor();
    await page.getByText('Antwoord voor Jan').waitFor();
    expect(new URL(page.url()).hash).toBe(`#/antwoord/${token}`);
    await page.screenshot({ path: `${artifactsDir}/answer-link-light.png` });
    await page.getByRole('textbox', { name: 'Opmerking of reden (voor je kapitein)' }).fill('Ziek, sorry');
    await page.getByRole('button', { name: 'Ik kan niet spelen' }).click();
    await page.getByText('Je antwoord is doorgegeven. Je kan het hier wijzigen tot de ontmoeting begint.').waitFor();
    await page.getByText('Je antwoord: Ik kan niet spelen').waitFor();
    expect(await page.getByRole('button', { name: 'Ik kan niet spelen' }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).hash).toBe(`#/antwoord/${token}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${artifactsDir}/answer-link-answered.png` });
    await page.context().close();

    // In dark, the link opened again shows the answer given.
    const dark = await phonePage(browser, 'dark');
    await dark.goto(`${baseUrl}/#/antwoord/${token}`);
    await dark.getByText('Je antwoord: Ik kan niet spelen').waitFor();
    expect(await dark.getByRole('textbox', { name: 'Opmerking of reden (voor je kapitein)' }).inputValue()).toBe('Ziek, sorry');
    expect(await seriousViolations(dark)).toEqual([]);
    await dark.screenshot({ path: `${artifactsDir}/answer-link-dark.png` });
    // A changed token is said calmly on the page.
    await dark.goto(`${baseUrl}/#/antwoord/${token!.slice(0, -2)}xx`);
    await dark.getByText('Deze link werkt niet (meer). Een antwoordlink geldt tot de ontmoeting begint; antwoord anders in de app.').waitFor();
    expect(await dark.getByRole('dialog').count()).toBe(0);
    await dark.context().close();

    // kapitein@ answers for its players in the card's answer dialog: Jan's answer and reason are there.
    const captain = await phonePage(browser);
    await loginAndLand(captain, baseUrl, 'kapitein@demo.clubhuis.be');
    await captain.goto(`${baseUrl}/#/teams`);
    const teamCard = captain.getByRole('article', { name: `TTC De Demo B ${meeting.weekDescription}` });
    await teamCard.scrollIntoViewIfNeeded();
    await teamCard.getByRole('button', { name: 'Deelname doorgeven' }).click();
    const dialog = captain.getByRole('dialog', { name: 'Deelname bevestigen' });
    const whom = dialog.getByRole('textbox', { name: 'Antwoord voor' });
    await whom.click();
    await whom.fill('Jan Peeters');
    await whom.press('Enter');
    await dialog.getByRole('radio', { name: 'Ik kan niet spelen' }).and(dialog.locator(':checked')).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Opmerkingen' }).inputValue()).toBe('Ziek, sorry');
    await captain.screenshot({ path: `${artifactsDir}/answer-link-kapitein.png` });
    await captain.context().close();
  });
});
