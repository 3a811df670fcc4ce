import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { leaguePoules } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let beheer: string;
let lid: string;
let leagueId: number;
const today = brusselsClock(new Date()).date;
beforeAll(async () => {
  t = await createTestApp();
  [beheer, lid] = await Promise.all([t.login('beheer@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
  leagueId = (await t.post('admin/league/overview', { jwt: beheer })).json[0]!.leagueId;
});
afterAll(() => t.close());

const seriesOf = async () => (await t.post('admin/league/overview', { jwt: beheer })).json[0]!.series;

describe('league administration: close a period and draw the next', () => {
  it('refuses to draw while a period runs; closing it makes its ranking final and its results fixed', async () => {
    const [, ongoing, next] = await seriesOf();
    expect([ongoing!.status, next!.status, next!.poules]).toEqual([2, 1, 0]);
    const early = await t.post('admin/league/draw', { jwt: beheer, serieId: next!.serieId });
    expect([early.status, early.error.message]).toEqual([409, 'Sluit eerst de lopende periode van deze league af.']);
    const closed = await t.post('admin/league/close', { jwt: beheer, serieId: ongoing!.serieId });
    expect(closed.json.message).toBe('Periode 2 werd afgesloten: de rangschikking is definitief.');
    expect((await t.post('league/serieRanking.php', { jwt: lid, leagueserieid: ongoing!.serieId })).json).toHaveLength(36);
    const [poule] = await t.database.db.select().from(leaguePoules).where(eq(leaguePoules.serieId, ongoing!.serieId)).limit(1);
    const score = await t.post('league/pouleScore.php', { jwt: await t.login('league@demo.clubhuis.be'), pouleid: poule!.id, matches: [{ id: 1, games1: 6, games2: 0 }] });
    expect(score.status).toBe(409);
    expect((await t.post('admin/league/close', { jwt: beheer, serieId: ongoing!.serieId })).error.message).toBe('Enkel een lopende periode kan afgesloten worden.');
  });

  it('draws the next period once, with promotion and relegation, even when asked twice at once', async () => {
    const [, closed, next] = await seriesOf();
    const ranking = (await t.post('league/serieRanking.php', { jwt: lid, leagueserieid: closed!.serieId })).json;
    const answers = await Promise.all([1, 2].map(() => t.post('admin/league/draw', { jwt: beheer, serieId: next!.serieId })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.json.message).toBe('De poules werden geloot: 9 poules met 36 spelers, 4 op de wachtlijst. De periode is gestart.');
    expect(await t.database.db.$count(leaguePoules, eq(leaguePoules.serieId, next!.serieId))).toBe(9);
    // The best of level B (first of its poule) plays in A now; the last of A in B.
    const firstOfB = ranking.find((r) => r.levelCode === 'B' && r.ranked === 1)!;
    const lastOfA = ranking.filter((r) => r.levelCode === 'A').at(-1)!;
    const levelNow = async (memberId: number) =>
      (await t.post('league/information.php', { jwt: lid, leagueid: leagueId, memberid: memberId })).json.participations.find((p) => p.serieId === next!.serieId)?.levelCode;
    expect(await levelNow(firstOfB.memberId)).toBe('A');
    expect(await levelNow(lastOfA.memberId)).toBe('B');
    const poules = (await t.post('league/seriePouleList.php', { jwt: lid, leagueserieid: next!.serieId })).json;
    expect(poules.every((p) => p.poulePlayers.length === 4 && p.pouleMatches.length === 3 && p.pouleStatus === 2)).toBe(true);
  });

  it('adds a period after the last one', async () => {
    const res = await t.post('admin/league/serieCreate', { jwt: beheer, leagueId, dateFrom: addDays(today, 60), dateTill: addDays(today, 100) });
    expect(res.json.message).toBe('Periode 4 werd aangemaakt. Loot de poules wanneer de inschrijvingen rond zijn.');
    expect((await seriesOf()).map((s) => [s.serie, s.status])).toEqual([[1, 9], [2, 9], [3, 2], [4, 1]]);
  });
});

describe('admin/league/save and the waiting list', () => {
  it('makes a league with its levels, refuses a level code twice, and lists who waits', async () => {
    const made = await t.post('admin/league/save', {
      jwt: beheer,
      description: 'Badmintonladder',
      dateFrom: addDays(today, 14),
      dateTill: addDays(today, 120),
      subscriptionDateFrom: today,
      subscriptionDateTill: addDays(today, 10),
      maxNrOfSubscriptions: 24,
      levels: [{ code: 'A', nrOfPoules: 2 }, { code: 'B', nrOfPoules: 1 }],
    });
    expect(made.json.message).toBe('De league Badmintonladder werd bewaard.');
    const overview = (await t.post('admin/league/overview', { jwt: beheer })).json;
    const ladder = overview.find((l) => l.leagueId === made.json.leagueId)!;
    expect(ladder).toMatchObject({ levels: [{ code: 'A', nrOfPoules: 2, playersPerPoule: 4 }, { code: 'B', nrOfPoules: 1 }], series: [], waiting: [] });
    expect((await t.post('league/list.php', { jwt: lid })).json.map((l) => l.description)).toContain('Badmintonladder');
    const twice = await t.post('admin/league/save', { jwt: beheer, description: 'X', dateFrom: today, dateTill: today, subscriptionDateFrom: today, subscriptionDateTill: today, maxNrOfSubscriptions: 8, levels: [{ code: 'A', nrOfPoules: 1 }, { code: 'A', nrOfPoules: 2 }] });
    expect([twice.status, twice.error.message]).toEqual([400, "Het veld 'levels' bevat dezelfde code meer dan eens."]);
    // The demo league: 40 subscribed, 36 in a poule of the latest period.
    expect(overview.find((l) => l.leagueId === leagueId)!.waiting).toHaveLength(4);
  });
});
