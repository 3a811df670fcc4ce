import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { meetings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
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
