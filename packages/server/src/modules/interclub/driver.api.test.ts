import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { meetingConfirmations, members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { comingHome, meetingRow, meetingsOf, teamBLogins, userFor } from '../../testing/interclubKit.ts';

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

const aways = async () => (await meetingsOf(t, 'TTC De Demo B', 'coming')).filter((m) => !m.home);
const confirmDriving = (jwt: string, id: number, member: number) =>
  t.post('teamcomposition/participateMeeting', { jwt, id, member_id: member, confirmationoption: 1, candrive: true });

describe('teamcomposition/updateDriver and deleteDriver', () => {
  it('refuses a member who did not say it can drive', async () => {
    const [m] = await aways();
    const res = await t.post('teamcomposition/updateDriver', { jwt: lid, id: m!.id, member_id: jan, remarks: '' });
    expect([res.status, res.error.message]).toEqual([403, 'Enkel wie deelneemt en kan rijden, kan zich als chauffeur opgeven.']);
    expect((await meetingRow(t, m!.id)).driverMemberId).toBeNull();
  });

  it('takes one driver; a second member gets 409; the driver may change its remarks', async () => {
    const [m] = await aways();
    await confirmDriving(lid, m!.id, jan);
    await confirmDriving(kapitein, m!.id, tom);
    const first = await t.post('teamcomposition/updateDriver', { jwt: lid, id: m!.id, member_id: jan, remarks: ' Vertrek 19u ' });
    expect([first.status, first.json.driverId, first.json.driver, first.json.driverRemarks]).toEqual([200, jan, 'Jan Peeters', 'Vertrek 19u']);
    const second = await t.post('teamcomposition/updateDriver', { jwt: kapitein, id: m!.id, member_id: tom, remarks: '' });
    expect([second.status, second.error.message]).toEqual([409, 'Er is al een chauffeur voor deze ontmoeting.']);
    const again = await t.post('teamcomposition/updateDriver', { jwt: lid, id: m!.id, member_id: jan, remarks: 'Vertrek 18u45' });
    expect(again.json.driverRemarks).toBe('Vertrek 18u45');
    const notDriver = await t.post('teamcomposition/deleteDriver', { jwt: kapitein, id: m!.id, member_id: tom });
    expect([notDriver.status, notDriver.error.message]).toEqual([409, 'Dit lid is geen chauffeur voor deze ontmoeting.']);
    const row = await meetingRow(t, m!.id);
    expect([row.driverMemberId, row.driverRemarks]).toEqual([jan, 'Vertrek 18u45']);
    const gone = await t.post('teamcomposition/deleteDriver', { jwt: lid, id: m!.id, member_id: jan });
    expect([gone.status, gone.json.driverId, gone.json.driver]).toEqual([200, 0, '']);
  });

  it('has no driver for home meetings and none for another user’s member', async () => {
    const home = await comingHome(t, 'TTC De Demo B');
    const res = await t.post('teamcomposition/updateDriver', { jwt: lid, id: home.id, member_id: jan, remarks: '' });
    expect([res.status, res.error.message]).toEqual([409, 'Voor een thuiswedstrijd is er geen chauffeur.']);
    const [m] = await aways();
    const other = await t.post('teamcomposition/updateDriver', { jwt: lid, id: m!.id, member_id: tom, remarks: '' });
    expect(other.status).toBe(403);
  });

  it('refuses past meetings', async () => {
    const past = (await meetingsOf(t, 'TTC De Demo B', 'past')).find((m) => !m.home)!;
    const res = await t.post('teamcomposition/updateDriver', { jwt: lid, id: past.id, member_id: jan, remarks: '' });
    expect(res.status).toBe(409);
  });

  it('keeps exactly one driver when 50 members register at the same moment', async () => {
    const m = (await aways())[1]!;
    const db = t.database.db;
    const candidates = await db
      .select({ id: members.id, clubId: members.clubId })
      .from(members)
      .where(and(eq(members.memberState, 1), ne(members.id, jan)))
      .limit(50);
    expect(candidates).toHaveLength(50);
    await db.delete(meetingConfirmations).where(eq(meetingConfirmations.meetingId, m.id));
    await db.insert(meetingConfirmations).values(
      candidates.map((c) => ({ clubId: c.clubId, meetingId: m.id, memberId: c.id, optionNumber: 1, participate: 1, canDrive: true })),
    );
    const tokens = await Promise.all(candidates.map((c) => userFor(t, c.id)));
    const answers = await Promise.all(
      tokens.map((jwt, i) => t.post('teamcomposition/updateDriver', { jwt, id: m.id, member_id: candidates[i]!.id, remarks: '' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = candidates[answers.findIndex((a) => a.status === 200)]!.id;
    expect((await meetingRow(t, m.id)).driverMemberId).toBe(winner);
  });
});
