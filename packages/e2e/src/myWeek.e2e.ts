import type { MyWeek } from '@clubhuis/contract/entities/home';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../server/src/testing/apiClient.ts';
import { screenLines } from '../../server/src/testing/myWeekKit.ts';
import { artifactsDir, launch, loginAndLand, phonePage } from './browser.ts';

// 'Mijn week' on home (issue 30) at 390 × 844: what the demo data holds for each login, checked
// against the individual screens' own calls, and one-tap answers that show on /teams and the training screen.
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The API over fetch, as the screens call it, for the lines the individual screens show. */
const fetchClient = {
  async post(path: string, body: object) {
    const res = await fetch(`${baseUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json: unknown = await res.json();
    return { status: res.status, json };
  },
} as unknown as ApiClient;

async function account(email: string) {
  const res = await fetch(`${baseUrl}/api/login.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: email, password: 'demo', application: 4 }) });
  const login = (await res.json()) as { jwt: string; data: { memberIds: number[]; trainerId: number } };
  return { jwt: login.jwt, memberIds: login.data.memberIds, trainerId: login.data.trainerId };
}

async function openHome(email: string): Promise<Page> {
  const page = await phonePage(browser);
  await loginAndLand(page, baseUrl, email);
  await page.goto(`${baseUrl}/#/home`);
  return page;
}

/** The lines home shows, once the week has come (its skeleton gone). */
async function shownLines(page: Page): Promise<string[]> {
  const week = page.getByRole('region', { name: /^Mijn week/ });
  await week.waitFor();
  await page.getByRole('status', { name: 'Mijn week wordt geladen' }).waitFor({ state: 'detached' });
  const lines = await week.locator('article[data-line]').evaluateAll((els) => els.map((e) => e.getAttribute('data-line') ?? ''));
  return lines.sort();
}

describe("'Mijn week' on home", () => {
  it.each(['lid', 'ouder', 'trainer', 'sporter', 'padel'])('shows %s@ what the screens hold for the coming seven days', async (login) => {
    const email = `${login}@demo.clubhuis.be`;
    const { jwt, memberIds, trainerId } = await account(email);
    const week = (await fetchClient.post('home/myWeek', { jwt })).json as MyWeek;
    const expected = await screenLines(fetchClient, jwt, { memberIds, trainerId }, week);
    expect(expected.length, 'the demo gives every login something this week').toBeGreaterThan(0);
    const page = await openHome(email);
    expect(await shownLines(page)).toEqual(expected);
    // The count in the heading is the lines that wait for an answer.
    const waiting = week.items.filter((i) => i.asksAnswer).length;
    const heading = page.getByRole('heading', { level: 2, name: /^Mijn week/ });
    expect(await heading.textContent()).toBe(waiting === 0 ? 'Mijn week' : `Mijn week${waiting === 1 ? '1 wacht' : `${waiting} wachten`} op je antwoord`);
    // The spec's home content stays below it.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/my-week-${login}.png` });
    await page.screenshot({ path: `${artifactsDir}/my-week-${login}-full.png`, fullPage: true });
    await page.context().close();
  });

  it("lid@ answers a line-up with one tap 'Ik speel', and /teams shows it", async () => {
    const { jwt } = await account('lid@demo.clubhuis.be');
    const week = (await fetchClient.post('home/myWeek', { jwt })).json as MyWeek;
    const item = week.items.find((i) => i.kind === 'meeting' && i.asksAnswer);
    if (item?.kind !== 'meeting') throw new Error('the demo gives lid@ a meeting to answer this week');
    const page = await openHome('lid@demo.clubhuis.be');
    const card = page.locator(`article[data-line="meeting ${item.id} ${item.memberId}"]`);
    await card.getByText('Wacht op je antwoord').waitFor();
    await card.getByRole('button', { name: 'Ik speel' }).click();
    await card.getByText('Je speelt').waitFor();
    expect(await card.getAttribute('data-waiting')).toBeNull();
    await card.getByRole('link').first().click();
    await page.waitForURL(/#\/teams$/);
    const teamCard = page.getByRole('article').filter({ hasText: item.meeting }).first();
    await teamCard.getByText('Speelt mee').waitFor();
    await teamCard.getByText(/Beschikbaar: .*Jan Peeters/).waitFor();
    await page.context().close();
  });

  it("ouder@ answers Emma's training with one tap 'Ik kom', and the training screen shows it", async () => {
    const page = await openHome('ouder@demo.clubhuis.be');
    const waiting = page.locator('article[data-line^="training "][data-waiting]').filter({ hasText: 'voor Emma Maes' }).first();
    await waiting.waitFor();
    // Held by its line, not by its waiting mark, which the answer takes away.
    const card = page.locator(`article[data-line="${await waiting.getAttribute('data-line')}"]`);
    const title = (await card.getByRole('link').first().textContent())!;
    await card.getByRole('button', { name: 'Ik kom' }).click();
    await card.getByText('Je komt').waitFor();
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/#\/traineetrainingmoments\/reservation$/);
    await page.getByRole('article', { name: new RegExp(`^${title}`) }).first().getByText('Je komt naar deze training.').waitFor();
    await page.context().close();
  });

  it('lid@ follows another team with its bell on /teams and sees its meeting on home', async () => {
    const { jwt } = await account('lid@demo.clubhuis.be');
    const week = (await fetchClient.post('home/myWeek', { jwt })).json as MyWeek;
    const mine = new Set(week.items.flatMap((i) => (i.kind === 'meeting' ? [i.id] : [])));
    // A meeting of the coming week of a team none of lid@'s lines is about.
    const coming = (await fetchClient.post('teamcomposition/list', { jwt, when: 'coming' })).json as { id: number; teamId: number; team: string; playDate: string }[];
    const other = coming.find((m) => m.playDate >= week.from && m.playDate <= week.until && !mine.has(m.id) && !coming.some((x) => x.teamId === m.teamId && mine.has(x.id)));
    if (!other) throw new Error('the demo has a meeting this week of a team lid@ does not play in');
    const page = await openHome('lid@demo.clubhuis.be');
    await page.goto(`${baseUrl}/#/teams`);
    await page.getByRole('switch', { name: 'Enkel mijn ploegen' }).uncheck();
    const bell = page.getByRole('button', { name: `Volg ${other.team}`, exact: true }).first();
    await bell.click();
    await page.getByRole('button', { name: `Volg ${other.team} niet meer` }).first().waitFor();
    expect(await page.getByRole('button', { name: `Volg ${other.team} niet meer` }).first().getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${artifactsDir}/teams-follow.png` });
    await page.goto(`${baseUrl}/#/home`);
    const line = page.locator(`article[data-line="meeting ${other.id} 0"]`);
    await line.getByText('Je volgt deze ploeg').waitFor();
    expect(await line.textContent()).toContain(other.team);
    await page.screenshot({ path: `${artifactsDir}/my-week-followed.png` });
    await page.context().close();
    // Left as the demo was, for the tests after this one.
    await fetchClient.post('teamcomposition/followTeam', { jwt, team_id: other.teamId, follow: 0 });
  });
});
