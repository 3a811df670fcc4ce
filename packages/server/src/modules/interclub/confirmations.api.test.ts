import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { meetingConfirmations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { comingAway, comingHome, meetingRow, meetingsOf, memberId, teamBLogins } from '../../testing/interclubKit.ts';

let t: TestApp;
let lid: string;
let kapitein: string;
let jan: number;
let tom: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ lid, kapitein, jan, tom } = await teamBLogins(t));
});
afterAll(() => t.close());

async function answerOf(meetingId: number, member: number) {
  const [row] = await t.database.db
    .select()
    .from(meetingConfirmations)
    .where(and(eq(meetingConfirmations.meetingId, meetingId), eq(meetingConfirmations.memberId, member)));
  return row;
}

describe('teamcomposition/participateMeeting and denyMeeting', () => {
  it('lets a member confirm an away meeting with canDrive and a trimmed remark', async () => {
    const m = await comingAway(t, 'TTC De Demo B');
    const res = await t.post('teamcomposition/participateMeeting', {
      jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive: true, remarks: '  Ik neem de auto  ',
    });
    expect(res.status).toBe(200);
    expect(res.json.confirmed.split(',')).toContain(String(jan));
    expect(res.json.canDrive.split(',')).toContain(String(jan));
    expect(res.json.confirmedMembers).toContain('Jan Peeters');
    expect(await answerOf(m.id, jan)).toMatchObject({ participate: 1, canDrive: true, remarks: 'Ik neem de auto', optionNumber: 1 });
  });

  it('lets a member deny, which shows as an absence for that date', async () => {
    const m = (await meetingsOf(t, 'TTC De Demo B', 'coming'))[2]!;
    const res = await t.post('teamcomposition/denyMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 2, remarks: 'Op reis' });
    expect(res.status).toBe(200);
    expect(res.json.denied.split(',')).toContain(String(jan));
    const absences = await t.post('teamcomposition/absenceList', { jwt: lid, member_id: jan });
    expect(absences.json).toContainEqual({ dateFrom: m.playDate, remark: 'Op reis', confirmationOption: 2 });
  });

  it('refuses to answer for somebody else’s member', async () => {
    const m = await comingAway(t, 'TTC De Demo B');
    const res = await t.post('teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: tom, confirmationoption: 1 });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe('Je kan enkel antwoorden voor je eigen leden of, als kapitein, voor je ploegspelers.');
    expect(await answerOf(m.id, tom)).toBeUndefined();
  });

  it("lets the captain answer for his team's players, not for others", async () => {
    const m = (await meetingsOf(t, 'TTC De Demo B', 'coming'))[3]!;
    const ok = await t.post('teamcomposition/participateMeeting', { jwt: kapitein, id: m.id, member_id: jan, confirmationoption: 1 });
    expect(ok.status).toBe(200);
    const [stranger] = (await meetingsOf(t, 'TTC De Demo A', 'coming')).map((x) => x.id);
    const els = await memberId(t, 'Els', 'Wouters');
    const before = await answerOf(stranger!, els);
    const refused = await t.post('teamcomposition/participateMeeting', { jwt: kapitein, id: stranger!, member_id: els, confirmationoption: 1 });
    expect(refused.status).toBe(403);
    expect(await answerOf(stranger!, els)).toEqual(before);
  });

  it('allows canDrive only for an away meeting one takes part in', async () => {
    const home = await comingHome(t, 'TTC De Demo B');
    const away = (await meetingsOf(t, 'TTC De Demo B', 'coming')).filter((m) => !m.home)[2]!;
    const before = [await answerOf(home.id, jan), await answerOf(away.id, jan)];
    const res = await t.post('teamcomposition/participateMeeting', { jwt: lid, id: home.id, member_id: jan, confirmationoption: 1, candrive: true });
    expect([res.status, res.error.message]).toEqual([400, "Het veld 'candrive' kan enkel voor een uitwedstrijd waaraan je deelneemt."]);
    const deny = await t.post('teamcomposition/denyMeeting', { jwt: lid, id: away.id, member_id: jan, confirmationoption: 2, candrive: true });
    expect(deny.status).toBe(400);
    expect([await answerOf(home.id, jan), await answerOf(away.id, jan)]).toEqual(before);
  });

  it('makes the option decide: a participating option cannot deny and the reverse', async () => {
    const m = (await meetingsOf(t, 'TTC De Demo B', 'coming'))[4]!;
    const before = await answerOf(m.id, jan);
    const a = await t.post('teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 2 });
    expect([a.status, a.error.message]).toEqual([400, "Het veld 'confirmationoption' is geen keuze om deel te nemen."]);
    const b = await t.post('teamcomposition/denyMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 1 });
    expect(b.status).toBe(400);
    const c = await t.post('teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 99 });
    expect([c.status, c.error.message]).toEqual([400, "Het veld 'confirmationoption' is ongeldig."]);
    expect(await answerOf(m.id, jan)).toEqual(before);
  });

  it('refuses past meetings and unknown meetings', async () => {
    const past = (await meetingsOf(t, 'TTC De Demo B', 'past'))[0]!;
    const res = await t.post('teamcomposition/participateMeeting', { jwt: lid, id: past.id, member_id: jan, confirmationoption: 1 });
    expect([res.status, res.error.message]).toEqual([409, 'Deze ontmoeting is voorbij: ze kan niet meer aangepast worden.']);
    const unknown = await t.post('teamcomposition/participateMeeting', { jwt: lid, id: 999999, member_id: jan, confirmationoption: 1 });
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Deze ontmoeting bestaat niet.']);
  });

  it('stops a driver from driving once the answer no longer allows it', async () => {
    const m = (await meetingsOf(t, 'TTC De Demo B', 'coming')).filter((x) => !x.home)[1]!;
    await t.post('teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive: true });
    const drive = await t.post('teamcomposition/updateDriver', { jwt: lid, id: m.id, member_id: jan, remarks: '' });
    expect(drive.json.driverId).toBe(jan);
    const res = await t.post('teamcomposition/denyMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 2 });
    expect(res.json.driverId).toBe(0);
    expect((await meetingRow(t, m.id)).driverMemberId).toBeNull();
  });
});
