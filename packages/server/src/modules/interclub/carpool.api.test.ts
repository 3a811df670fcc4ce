import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teamPlayers, teams } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { carsOf, lineUpOf, seatPairs, youthMeeting } from '../../testing/carpoolKit.ts';
import { comingAway, comingHome, meetingRow, meetingsOf, memberId, teamBLogins, userFor } from '../../testing/interclubKit.ts';

// Carpool (issue 32): cars with seats to an away meeting, on the demo's youth meeting (ouder@'s Emma
// and Lucas lined up, kapitein@ Tom Claes its captain) and team B's (lid@ Jan, the spec's driver).
let t: TestApp;
let ouder: string;
let kapitein: string;
let lid: string;
let emma: number;
let lucas: number;
let tom: number;
let jan: number;
let third: number;
let meeting: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ lid, kapitein, jan, tom } = await teamBLogins(t));
  ouder = await t.login('ouder@demo.clubhuis.be');
  emma = await memberId(t, 'Emma', 'Maes');
  lucas = await memberId(t, 'Lucas', 'Maes');
  meeting = (await youthMeeting(t)).id;
  third = (await lineUpOf(t.database.db, meeting)).find((id) => id !== emma && id !== lucas)!;
});
afterAll(() => t.close());

const offer = (jwt: string, member_id: number, seats: number, remarks = '', meeting_id = meeting) =>
  t.post('teamcomposition/carpoolOffer', { jwt, meeting_id, member_id, seats, remarks });
const seat = (jwt: string, driver_member_id: number, member_id: number, take: 0 | 1, meeting_id = meeting) =>
  t.post('teamcomposition/carpoolSeat', { jwt, meeting_id, driver_member_id, member_id, take });
const refusal = (res: { status: number; error: { message: string } }) => [res.status, res.error.message];
const rosterOf = async (id: number) =>
  (await t.database.db.select({ memberId: teamPlayers.memberId }).from(teamPlayers).where(eq(teamPlayers.teamId, (await meetingRow(t, id)).teamId))).map((r) => r.memberId);
const names = (riders: { memberName: string }[]) => riders.map((r) => r.memberName);

describe('teamcomposition/carpoolOffer and carpoolSeat on the youth meeting', () => {
  it("lets ouder@ offer a car for Emma: 3 seats, a remark, the parent's name beside Emma's", async () => {
    const res = await offer(ouder, emma, 3, ' Vertrek 13:15 aan de sporthal ');
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Je wagen staat in de carpool met 3 vrije plaatsen.');
    expect(res.json.cars).toEqual([
      { driverMemberId: emma, driverName: 'Emma Maes', seats: 3, remarks: 'Vertrek 13:15 aan de sporthal', passengers: [], meetingDriver: false, offeredBy: 'Sofie Maes' },
    ]);
    // Emma rides in her own car: of the line-up, the other two have no seat yet.
    expect(res.json.withoutSeat.map((r) => r.memberId)).toEqual([lucas, third]);
    expect((await carsOf(t.database.db, meeting)).map((c) => [c.driverMemberId, c.seats])).toEqual([[emma, 3]]);
  });

  it('seats Lucas (by his parent) and the third player (by the captain, kapitein@); the list shows who rides with whom', async () => {
    expect((await seat(ouder, emma, lucas, 1)).json.message).toBe('Lucas Maes rijdt mee in de wagen van Emma Maes.');
    const byCaptain = await seat(kapitein, emma, third, 1);
    expect(byCaptain.status).toBe(200);
    const list = await t.post('teamcomposition/carpoolList', { jwt: lid, meeting_id: meeting });
    expect(list.json.cars[0]!.passengers.map((p) => p.memberId)).toEqual([lucas, third]);
    expect(list.json.withoutSeat).toEqual([]);
    // Names only: no phone number or e-mail in what every member reads.
    expect(Object.keys(list.json.cars[0]!).sort()).toEqual(['driverMemberId', 'driverName', 'meetingDriver', 'offeredBy', 'passengers', 'remarks', 'seats']);
    expect(Object.keys(list.json.cars[0]!.passengers[0]!).sort()).toEqual(['memberId', 'memberName']);
    expect(await seatPairs(t.database.db, meeting)).toEqual([`${lucas}>${emma}`, `${third}>${emma}`].sort());
  });

  it('refuses members that are not the caller’s, and changes nothing', async () => {
    const before = await seatPairs(t.database.db, meeting);
    expect(refusal(await offer(lid, emma, 2))).toEqual([403, 'Je kan enkel een wagen aanbieden voor jezelf of een van je eigen leden.']);
    expect(refusal(await seat(lid, emma, lucas, 0))).toEqual([403, 'Je kan enkel een plaats nemen voor jezelf of je eigen leden of, als kapitein, voor je ploegspelers.']);
    // A captain of another team (team C's, composeAsCaptain only) is no composer here.
    const [teamC] = await t.database.db.select().from(teams).where(eq(teams.name, 'TTC De Demo C'));
    const otherCaptain = await userFor(t, teamC!.captainMemberId!, { composeAsCaptain: true });
    expect(refusal(await seat(otherCaptain, emma, lucas, 0))).toEqual([403, 'Je kan enkel een plaats nemen voor jezelf of je eigen leden of, als kapitein, voor je ploegspelers.']);
    // A member not on the youth team cannot ride along, even for its own user.
    expect(refusal(await seat(lid, emma, jan, 1))).toEqual([403, 'Jan Peeters hoort niet bij de ploeg van deze ontmoeting.']);
    expect(await seatPairs(t.database.db, meeting)).toEqual(before);
    expect((await carsOf(t.database.db, meeting)).map((c) => [c.driverMemberId, c.seats])).toEqual([[emma, 3]]);
  });

  it('never puts one member in two cars: a passenger cannot ride elsewhere or drive, a driver cannot ride', async () => {
    const tomCar = await offer(kapitein, tom, 2, 'Vertrek 13:00');
    expect(tomCar.status).toBe(200);
    expect(refusal(await seat(ouder, tom, lucas, 1))).toEqual([409, 'Lucas Maes heeft al een plaats in de wagen van Emma Maes.']);
    expect(refusal(await seat(kapitein, emma, tom, 1))).toEqual([409, 'Tom Claes rijdt al met een eigen wagen naar deze ontmoeting.']);
    expect(refusal(await offer(ouder, lucas, 4))).toEqual([409, 'Lucas Maes heeft al een plaats in de wagen van Emma Maes.']);
    // The same seat asked again is no second seat.
    expect((await seat(ouder, emma, lucas, 1)).status).toBe(200);
    expect(await seatPairs(t.database.db, meeting)).toEqual([`${lucas}>${emma}`, `${third}>${emma}`].sort());
  });

  it('keeps seats between the passengers and 8: a Dutch 409 or 400 naming the field, nothing written', async () => {
    expect(refusal(await offer(ouder, emma, 1))).toEqual([409, "Het veld 'seats' kan niet lager dan de 2 plaatsen die al ingenomen zijn."]);
    const tooMany = await t.postRaw('teamcomposition/carpoolOffer', { jwt: ouder, meeting_id: meeting, member_id: emma, seats: 9, remarks: '' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toMatch(/'seats'/);
    const long = await t.postRaw('teamcomposition/carpoolOffer', { jwt: ouder, meeting_id: meeting, member_id: emma, seats: 3, remarks: 'x'.repeat(501) });
    expect([long.status, long.json.message]).toEqual([400, expect.stringMatching(/'remarks'/)]);
    expect((await carsOf(t.database.db, meeting)).find((c) => c.driverMemberId === emma)!.seats).toBe(3);
    // Down to the seats taken is fine; a full car takes no one more (leider@ composes every team: no 403).
    expect((await offer(ouder, emma, 2, 'Vertrek 13:15')).json.message).toBe('Je wagen heeft nu 2 vrije plaatsen.');
    const resting = (await rosterOf(meeting)).find((id) => ![emma, lucas, third].includes(id))!;
    const leider = await t.login('leider@demo.clubhuis.be');
    expect(refusal(await seat(leider, emma, resting, 1))).toEqual([409, 'Deze wagen is vol.']);
    // The player itself gives its seat back, and takes one in Tom's car.
    const young = await userFor(t, third);
    expect((await seat(young, emma, third, 0)).json.message).toMatch(/ rijdt niet meer mee in de wagen van Emma Maes\.$/);
    expect((await seat(young, tom, third, 1)).status).toBe(200);
    expect((await seat(leider, emma, resting, 1)).status).toBe(200);
    expect(await seatPairs(t.database.db, meeting)).toEqual([`${lucas}>${emma}`, `${resting}>${emma}`, `${third}>${tom}`].sort());
    // Put back as before: the third player with Emma, the resting one without a seat.
    await seat(leider, emma, resting, 0);
    await seat(young, tom, third, 0);
    expect((await seat(kapitein, emma, third, 1)).status).toBe(200);
  });

  it('withdraws a car: its passengers lose their seats and the answer names them', async () => {
    const res = await offer(ouder, emma, 0);
    expect(res.status).toBe(200);
    expect(res.json.freed.map((f) => f.memberId)).toEqual([lucas, third]);
    expect(res.json.message).toBe(`Je wagen werd teruggetrokken: ${names(res.json.freed).join(' en ')} hebben geen plaats meer.`);
    expect(res.json.cars.map((c) => c.driverMemberId)).toEqual([tom]);
    expect(res.json.withoutSeat.map((r) => r.memberId)).toEqual([emma, lucas, third]);
    expect(await seatPairs(t.database.db, meeting)).toEqual([]);
    expect(refusal(await offer(ouder, emma, 0))).toEqual([409, 'Dit lid biedt geen wagen aan voor deze ontmoeting.']);
    expect(refusal(await seat(ouder, emma, lucas, 1))).toEqual([409, 'Deze wagen rijdt niet (meer) naar deze ontmoeting.']);
  });

  it('has no carpool for home or past meetings, and answers 404 for an unknown meeting', async () => {
    const home = await comingHome(t, 'TTC De Demo Jeugd');
    expect(refusal(await offer(ouder, emma, 3, '', home.id))).toEqual([409, 'Voor een thuiswedstrijd is er geen carpool.']);
    const past = (await meetingsOf(t, 'TTC De Demo Jeugd', 'past')).find((m) => !m.home)!;
    expect(refusal(await offer(ouder, emma, 3, '', past.id))).toEqual([409, 'Deze ontmoeting is voorbij: ze kan niet meer aangepast worden.']);
    const unknown = await t.post('teamcomposition/carpoolList', { jwt: ouder, meeting_id: 999_999 });
    expect(refusal(unknown)).toEqual([404, 'Deze ontmoeting bestaat niet.']);
    expect((await t.post('teamcomposition/carpoolList', { meeting_id: meeting })).status).toBe(401);
  });
});

describe("the spec's driver is a car too", () => {
  it('shows the driver with DRIVER_CAR_SEATS and its remarks; the driver changes seats and remarks; deleteDriver frees its passengers', async () => {
    const away = await comingAway(t, 'TTC De Demo B');
    await t.post('teamcomposition/participateMeeting', { jwt: lid, id: away.id, member_id: jan, confirmationoption: 1, candrive: true });
    const driver = await t.post('teamcomposition/updateDriver', { jwt: lid, id: away.id, member_id: jan, remarks: 'Vertrek 19u' });
    expect([driver.status, driver.json.driverId]).toEqual([200, jan]);
    const list = await t.post('teamcomposition/carpoolList', { jwt: kapitein, meeting_id: away.id });
    expect(list.json.cars).toEqual([
      { driverMemberId: jan, driverName: 'Jan Peeters', seats: 3, remarks: 'Vertrek 19u', passengers: [], meetingDriver: true, offeredBy: '' },
    ]);
    expect((await seat(kapitein, jan, tom, 1, away.id)).status).toBe(200);
    const changed = await offer(lid, jan, 4, 'Vertrek 18u45 aan de kerk', away.id);
    expect(changed.json.cars[0]).toMatchObject({ seats: 4, remarks: 'Vertrek 18u45 aan de kerk', meetingDriver: true });
    // One remark: the meeting's driver remarks follow the car's.
    expect((await meetingRow(t, away.id)).driverRemarks).toBe('Vertrek 18u45 aan de kerk');
    const gone = await t.post('teamcomposition/deleteDriver', { jwt: lid, id: away.id, member_id: jan });
    expect([gone.status, gone.json.driverId]).toEqual([200, 0]);
    const after = await t.post('teamcomposition/carpoolList', { jwt: kapitein, meeting_id: away.id });
    expect(after.json.cars).toEqual([]);
    expect(await seatPairs(t.database.db, away.id)).toEqual([]);
  });

  it('takes a new driver out of its passenger seat, and a withdrawn driver car ends the driving', async () => {
    const away = await comingAway(t, 'TTC De Demo B');
    expect((await offer(kapitein, tom, 3, '', away.id)).status).toBe(200);
    expect((await seat(lid, tom, jan, 1, away.id)).status).toBe(200);
    expect((await t.post('teamcomposition/updateDriver', { jwt: lid, id: away.id, member_id: jan, remarks: '' })).status).toBe(200);
    expect(await seatPairs(t.database.db, away.id)).toEqual([]);
    const withdrawn = await offer(lid, jan, 0, '', away.id);
    expect(withdrawn.json.cars.map((c) => c.driverMemberId)).toEqual([tom]);
    const row = await meetingRow(t, away.id);
    expect([row.driverMemberId, row.driverRemarks]).toEqual([null, '']);
  });

  it('lets a player who says it cannot play give its seat back by that answer', async () => {
    const away = await comingAway(t, 'TTC De Demo B');
    expect((await seat(lid, tom, jan, 1, away.id)).status).toBe(200);
    const denied = await t.post('teamcomposition/denyMeeting', { jwt: lid, id: away.id, member_id: jan, confirmationoption: 2 });
    expect(denied.status).toBe(200);
    expect(await seatPairs(t.database.db, away.id)).toEqual([]);
  });
});
