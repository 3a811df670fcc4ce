import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { meetings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { COMING_WINDOW_DAYS, idList, MEETING_PAGE_SIZE } from '@clubhuis/contract/rules/interclub';
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { meetingRow, meetingsOf, memberId, today } from '../../testing/interclubKit.ts';

let t: TestApp;
let lid: string;
beforeAll(async () => {
  t = await createTestApp();
  lid = await t.login('lid@demo.clubhuis.be');
});
afterAll(() => t.close());

describe('teamcomposition/list', () => {
  it('lists the season’s meetings with the spec’s fields, or one meeting by id', async () => {
    const all = await t.post('teamcomposition/list', { jwt: lid });
    const [{ n }] = (await t.database.db.select({ n: count() }).from(meetings)) as [{ n: number }];
    expect([all.status, all.json.length]).toEqual([200, Number(n)]);
    const [next] = (await meetingsOf(t, 'TTC De Demo B', 'coming')).filter((m) => !m.home);
    const one = await t.post('teamcomposition/list', { jwt: lid, id: next!.id });
    expect(one.json).toHaveLength(1);
    expect(one.json[0]).toMatchObject({
      id: next!.id,
      playDate: next!.playDate,
      playTime: next!.playTime,
      team: 'TTC De Demo B',
      weekDescription: `Week ${next!.week}`,
      meeting: `${next!.homeTeam} - ${next!.awayTeam}`,
      homeout: 'U',
      address: next!.address,
      googleMapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(next!.address)}`,
      captain: await memberId(t, 'Tom', 'Claes'),
      startPlayerIndex: 5,
      nrOfPlayersPerTeam: 4,
      sport: 'tabletennis',
    });
    expect(one.json[0].dateDescription).toMatch(/^(ma|di|wo|do|vr|za|zo) \d{2}\/\d{2}\/\d{4}$/);
    expect(one.json[0].teamPlayers.split(',')).toContain(String(await memberId(t, 'Jan', 'Peeters')));
  });

  it('shows past results with their style field and the line-up', async () => {
    const [past] = await meetingsOf(t, 'TTC De Demo A', 'past');
    const [m] = (await t.post('teamcomposition/list', { jwt: lid, id: past!.id })).json;
    expect(m.score).toBe(past!.score);
    expect(['Y', 'N', '']).toContain(m.won);
    expect(m.members.split(',')).toHaveLength(4);
    expect(m.composition.startsWith('<ol><li>')).toBe(true);
  });

  it('answers what /teams shows: coming from three days ago or played a page at a time, of one member’s teams or all', async () => {
    const all: Meeting[] = (await t.post('teamcomposition/list', { jwt: lid })).json;
    const jan = await memberId(t, 'Jan', 'Peeters');
    const from = addDays(today(), -COMING_WINDOW_DAYS);
    const concerns = (m: Meeting) =>
      m.captain === jan || [m.teamPlayers, m.members, m.reserves, m.confirmed, m.denied].some((l) => idList(l).includes(jan));
    const ids = (list: Meeting[]) => list.map((m) => m.id);

    const coming = (await t.post('teamcomposition/list', { jwt: lid, when: 'coming', member_id: jan })).json as Meeting[];
    const expected = all.filter((m) => m.playDate >= from && concerns(m));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.filter((m) => m.playDate >= from).length);
    expect(ids(coming)).toEqual(ids(expected));

    const mine = (await t.post('teamcomposition/list', { jwt: lid, when: 'done', member_id: jan })).json as Meeting[];
    expect(ids(mine)).toEqual(ids(all.filter((m) => m.playDate <= today() && concerns(m)).reverse()).slice(0, MEETING_PAGE_SIZE));

    // Every team's played meetings: more than a page, so the pages are tested too.
    const played = all.filter((m) => m.playDate <= today());
    expect(played.length).toBeGreaterThan(MEETING_PAGE_SIZE);
    const pages: Meeting[] = [];
    for (let page = 0; page * MEETING_PAGE_SIZE <= played.length; page++) {
      const res = await t.post('teamcomposition/list', { jwt: lid, when: 'done', page });
      expect(res.json.length).toBe(Math.min(MEETING_PAGE_SIZE, played.length - page * MEETING_PAGE_SIZE));
      pages.push(...res.json);
    }
    const latestFirst = [...played].sort((a, b) => `${b.playDate} ${b.playTime}`.localeCompare(`${a.playDate} ${a.playTime}`));
    expect(pages.map((m) => m.playDate)).toEqual(latestFirst.map((m) => m.playDate));
    expect(new Set(ids(pages))).toEqual(new Set(ids(played)));

    const allComing = (await t.post('teamcomposition/list', { jwt: lid, when: 'coming' })).json as Meeting[];
    expect(ids(allComing)).toEqual(ids(all.filter((m) => m.playDate >= from)));
  });

  it('refuses a wrong when or page with a Dutch message naming the field', async () => {
    const when = await t.postRaw('teamcomposition/list', { jwt: lid, when: 'later' });
    expect([when.status, when.error.message]).toEqual([400, "Het veld 'when' is ongeldig."]);
    const page = await t.postRaw('teamcomposition/list', { jwt: lid, when: 'done', page: -1 });
    expect([page.status, page.error.message]).toEqual([400, expect.stringContaining("'page'")]);
  });

  it('needs a login', async () => {
    const res = await t.post('teamcomposition/list', {});
    expect(res.status).toBe(401);
  });
});

describe('competition/setIntermediateScore', () => {
  it('lets a member post the intermediate score of today’s meeting once started, trimmed, at most 80 characters', async () => {
    const [todays] = await t.database.db.select().from(meetings).where(eq(meetings.playDate, today()));
    // Started at midnight, so the meeting is busy whatever time the test runs.
    await t.database.db.update(meetings).set({ playTime: '00:00' }).where(eq(meetings.id, todays!.id));
    const res = await t.post('competition/setIntermediateScore', { jwt: lid, id: todays!.id, intermediatescore: ' 5-3 na 8 matchen ' });
    expect([res.status, res.json.intermediateScore]).toEqual([200, '5-3 na 8 matchen']);
    const long = await t.post('competition/setIntermediateScore', { jwt: lid, id: todays!.id, intermediatescore: 'x'.repeat(81) });
    expect([long.status, long.error.message]).toEqual([400, "Het veld 'intermediatescore' is te lang (maximaal 80 tekens)."]);
    expect((await meetingRow(t, todays!.id)).intermediateScore).toBe('5-3 na 8 matchen');
  });

  it('refuses meetings not under way and meetings with a final score', async () => {
    const [past] = await meetingsOf(t, 'TTC De Demo A', 'past');
    const [coming] = await meetingsOf(t, 'TTC De Demo A', 'coming');
    const notStarted = (await meetingsOf(t, 'TTC De Demo B', 'coming'))[0]!;
    // Today, but not started yet: as late as the clock allows.
    await t.database.db.update(meetings).set({ playDate: today(), playTime: '23:59' }).where(eq(meetings.id, notStarted.id));
    const started = brusselsClock(new Date()).time >= '23:59';
    for (const m of started ? [past!, coming!] : [past!, coming!, notStarted]) {
      const res = await t.post('competition/setIntermediateScore', { jwt: lid, id: m.id, intermediatescore: '1-0' });
      expect([res.status, res.error.message]).toEqual([409, 'De tussenstand kan enkel ingegeven worden terwijl de ontmoeting bezig is.']);
    }
    await t.database.db.update(meetings).set({ playDate: notStarted.playDate, playTime: notStarted.playTime }).where(eq(meetings.id, notStarted.id));
    const [todays] = await t.database.db.select().from(meetings).where(eq(meetings.playDate, today()));
    await t.database.db.update(meetings).set({ score: '10-6' }).where(eq(meetings.id, todays!.id));
    const res = await t.post('competition/setIntermediateScore', { jwt: lid, id: todays!.id, intermediatescore: '6-4' });
    expect([res.status, res.error.message]).toEqual([409, 'De eindstand van deze ontmoeting is al gekend.']);
    expect((await meetingRow(t, todays!.id)).intermediateScore).toBe('5-3 na 8 matchen');
  });
});

describe('absences', () => {
  it('lists the club’s absence reasons and a member’s reported absences; others’ only for composers', async () => {
    const reasons = await t.post('teamcomposition/absencereasonList', { jwt: lid });
    expect(reasons.json.map((r: { description: string }) => r.description)).toContain('Op vakantie');
    const tom = await memberId(t, 'Tom', 'Claes');
    const refused = await t.post('teamcomposition/absenceList', { jwt: lid, member_id: tom });
    expect([refused.status, refused.error.message]).toEqual([
      403,
      'Je kan enkel de afwezigheden van je eigen leden bekijken, of als kapitein die van andere spelers.',
    ]);
    const kapitein = await t.login('kapitein@demo.clubhuis.be');
    const allowed = await t.post('teamcomposition/absenceList', { jwt: kapitein, member_id: tom });
    expect(allowed.status).toBe(200);
  });
});
