import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { competitionPlayers, members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { meetingsOf, teamBLogins, userFor } from '../../testing/interclubKit.ts';
import { clearOutbox, noticeLines, subscribeEveryAccount } from '../../testing/notificationsKit.ts';
import { dayText } from '../notifications/messages.ts';

let t: TestApp;
let lid: string;
let kapitein: string;
let jan: number;
let tom: number;
let others: number[];
let otherName: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ lid, kapitein, jan, tom } = await teamBLogins(t));
  const listed = await t.database.db.select({ id: competitionPlayers.memberId }).from(competitionPlayers).where(eq(competitionPlayers.sport, 'tabletennis'));
  others = listed.map((r) => r.id).filter((id) => id !== jan && id !== tom).slice(0, 3);
  // The first other player gets an account of its own, named after it in the outbox lines.
  await userFor(t, others[0]!);
  [{ otherName }] = (await t.database.db.select({ otherName: members.firstName }).from(members).where(eq(members.id, others[0]!))) as [{ otherName: string }];
  await subscribeEveryAccount(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clearOutbox(t.database.db));

const save = (meeting: number, players: number[], reserves: number[] = []) => t.post('teamcomposition/update', { jwt: kapitein, teamcalendar_id: meeting, players, reserves, remarks: '' });
let next = 0;
const nextMeeting = async (away = false) => (await meetingsOf(t, 'TTC De Demo B', 'coming')).filter((m) => !away || !m.home)[next++]!;
const withoutAccountNames = (lines: string[]) => lines.map((l) => l.replace(/^test-\d+-\w+ /, 'other '));

describe('interclub notifications', () => {
  it('tells who is put in and who is taken out of a line-up, never the captain who saved it; the same save twice at once tells them once', async () => {
    const m = await nextMeeting();
    const about = `${m.homeTeam} - ${m.awayTeam} op ${dayText(m.playDate)}`;
    const twice = await Promise.all([save(m.id, [tom, jan, others[0]!]), save(m.id, [tom, jan, others[0]!])]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    await save(m.id, [tom, others[0]!, others[1]!]);
    await save(m.id, [tom, others[0]!, others[1]!], [jan]);
    expect(withoutAccountNames(await noticeLines(t.database.db)).sort()).toEqual(
      [
        `lid → Jan: lineUp: Je staat in de opstelling voor ${about}.`,
        `other → ${otherName}: lineUp: Je staat in de opstelling voor ${about}.`,
        `lid → Jan: lineUp: Je staat niet meer in de opstelling voor ${about}.`,
        `lid → Jan: lineUp: Je staat als reserve in de opstelling voor ${about}.`,
      ].sort(),
    );
  });

  it('asks the mailed players to confirm once per saved line-up, however often it is mailed', async () => {
    const m = await nextMeeting();
    await save(m.id, [tom, jan, others[0]!], [others[1]!]);
    await clearOutbox(t.database.db);
    const mails = await Promise.all([t.post('teamcomposition/mail', { jwt: kapitein, teamcalendar_id: m.id, flags: 1 }), t.post('teamcomposition/mail', { jwt: kapitein, teamcalendar_id: m.id, flags: 1 })]);
    expect(mails.map((r) => r.status)).toEqual([200, 200]);
    const lines = withoutAccountNames(await noticeLines(t.database.db));
    expect(lines.filter((l) => l.startsWith('lid'))).toEqual([`lid → Jan: confirmAsk: De kapitein van TTC De Demo B vraagt je te bevestigen voor ${m.homeTeam} - ${m.awayTeam} op ${dayText(m.playDate)}.`]);
    expect(lines.filter((l) => l.startsWith('other'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('kapitein'))).toEqual([]);
  });

  it('tells the line-up when a driver is chosen and when it drops out, not the driver', async () => {
    const m = await nextMeeting(true);
    await save(m.id, [tom, jan, others[0]!]);
    await t.post('teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive: true });
    await clearOutbox(t.database.db);
    const about = `${m.homeTeam} - ${m.awayTeam} op ${dayText(m.playDate)}`;
    expect((await t.post('teamcomposition/updateDriver', { jwt: lid, id: m.id, member_id: jan, remarks: '' })).status).toBe(200);
    // New remarks of the same driver tell nobody.
    expect((await t.post('teamcomposition/updateDriver', { jwt: lid, id: m.id, member_id: jan, remarks: 'Vertrek 19u' })).status).toBe(200);
    expect((await t.post('teamcomposition/deleteDriver', { jwt: lid, id: m.id, member_id: jan })).status).toBe(200);
    const lines = withoutAccountNames(await noticeLines(t.database.db));
    expect(lines.filter((l) => l.startsWith('kapitein'))).toEqual([
      `kapitein → Tom: driver: Jan Peeters rijdt naar ${about}.`,
      `kapitein → Tom: driver: Jan Peeters rijdt niet meer naar ${about}: er is nog geen chauffeur.`,
    ]);
    expect(lines.filter((l) => l.startsWith('other'))).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('lid'))).toEqual([]);
  });

  it('tells the line-up when the driver says it cannot drive after all, and its passengers that their car is gone', async () => {
    const m = await nextMeeting(true);
    await save(m.id, [tom, jan, others[0]!]);
    await t.post('teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive: true });
    expect((await t.post('teamcomposition/updateDriver', { jwt: lid, id: m.id, member_id: jan, remarks: '' })).status).toBe(200);
    expect((await t.post('teamcomposition/carpoolSeat', { jwt: kapitein, meeting_id: m.id, driver_member_id: jan, member_id: tom, take: 1 })).status).toBe(200);
    await clearOutbox(t.database.db);
    await t.post('teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive: false });
    const about = `${m.homeTeam} - ${m.awayTeam} op ${dayText(m.playDate)}`;
    const lines = withoutAccountNames(await noticeLines(t.database.db));
    expect(lines.filter((l) => l.startsWith('kapitein'))).toEqual([
      `kapitein → Tom: driver: Jan Peeters neemt je niet meer mee naar ${about}: kies een andere wagen.`,
      `kapitein → Tom: driver: Jan Peeters rijdt niet meer naar ${about}: er is nog geen chauffeur.`,
    ]);
    expect(lines.filter((l) => l.startsWith('other'))).toEqual([`other → ${otherName}: driver: Jan Peeters rijdt niet meer naar ${about}: er is nog geen chauffeur.`]);
    expect(lines.filter((l) => l.startsWith('lid'))).toEqual([]);
  });
});
