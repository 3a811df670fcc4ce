import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { Reservation } from '@clubhuis/contract/entities/playermoments';
import type { RequestOf } from '@clubhuis/contract/catalogue';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { clubs, playerMomentReservations, playerMoments } from '../../db/schema.ts';
import { addMoment, demoClubId, extraMembers, memberId, reservationsOf, today } from '../../testing/playerMomentsKit.ts';

let t: TestApp;
let ouder: string;
let lid: string;
let emma: number;
let lucas: number;
let jan: number;
beforeAll(async () => {
  t = await createTestApp();
  [ouder, lid] = await Promise.all([t.login('ouder@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
  [emma, lucas, jan] = await Promise.all(
    [['Emma', 'Maes'], ['Lucas', 'Maes'], ['Jan', 'Peeters']].map(([f, l]) => memberId(t.database.db, f!, l!)),
  );
});
afterAll(() => t.close());

const reserve = (jwt: string, body: RequestOf<'reservation/update.php'>) => t.post('reservation/update.php', { jwt, ...body });
const cancel = (jwt: string, body: RequestOf<'reservation/delete.php'>) => t.post('reservation/delete.php', { jwt, ...body });
const totalReservations = async () => {
  const [{ n }] = (await t.database.db.select({ n: count() }).from(playerMomentReservations)) as [{ n: number }];
  return Number(n);
};

describe('reservation/update.php', () => {
  it('reserves a place for an own member, remark trimmed, and answers the reservation', async () => {
    const moment = await addMoment(t.database.db, { days: 3, capacity: 4, name: 'Tafeltennis vrij spel' });
    const res = await reserve(ouder, { event_id: moment, member_id: emma, remark: '  Ik kom met de fiets.  ' });
    expect(res.status).toBe(200);
    const r = Reservation.parse(res.json);
    expect(r).toMatchObject({ eventId: moment, memberId: emma, memberName: 'Emma Maes', remark: 'Ik kom met de fiets.', startTime: '19:30' });
    expect(r.description).toMatch(/^Tafeltennis vrij spel - (ma|di|wo|do|vr|za|zo) \d\d\/\d\d 19:30$/);
    expect(Math.abs(Date.parse(r.reservationDate) - Date.now())).toBeLessThan(60_000);
    const rows = await reservationsOf(t.database.db, moment);
    expect(rows.map((x) => [x.id, x.memberId, x.remark])).toEqual([[r.id, emma, 'Ik kom met de fiets.']]);
  });

  it('changes the remark when the member reserves again, without a second row', async () => {
    const moment = await addMoment(t.database.db, { days: 2, capacity: 4 });
    const first = await reserve(ouder, { event_id: moment, member_id: lucas, remark: 'eerst' });
    const again = await reserve(ouder, { event_id: moment, member_id: lucas, remark: 'later' });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect((await reservationsOf(t.database.db, moment)).map((x) => x.remark)).toEqual(['later']);
  });

  it('refuses the reservation that would exceed the capacity, but still lets a reserved member change the remark', async () => {
    const moment = await addMoment(t.database.db, { days: 1, capacity: 2 });
    expect((await reserve(ouder, { event_id: moment, member_id: emma })).status).toBe(200);
    expect((await reserve(ouder, { event_id: moment, member_id: lucas })).status).toBe(200);
    const full = await reserve(lid, { event_id: moment, member_id: jan, remark: 'toch?' });
    expect([full.status, full.error.message]).toEqual([409, 'Dit spelmoment is volzet.']);
    const change = await reserve(ouder, { event_id: moment, member_id: emma, remark: 'nieuwe opmerking' });
    expect(change.status).toBe(200);
    const rows = await reservationsOf(t.database.db, moment);
    expect(rows.map((x) => [x.memberId, x.remark])).toEqual([[emma, 'nieuwe opmerking'], [lucas, '']]);
  });

  it('has no limit with capacity 0', async () => {
    const moment = await addMoment(t.database.db, { days: 5, capacity: 0 });
    const extra = await extraMembers(t.database.db, 6, 'unlimited');
    const answers = await Promise.all(extra.map((x) => reserve(x.jwt, { event_id: moment, member_id: x.memberId })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await reservationsOf(t.database.db, moment)).toHaveLength(6);
  });

  it('takes moments of today, refuses past ones', async () => {
    const todayMoment = await addMoment(t.database.db, { days: 0, capacity: 5, startTime: '00:00' });
    expect((await reserve(ouder, { event_id: todayMoment, member_id: emma })).status).toBe(200);
    const past = await addMoment(t.database.db, { days: -1, capacity: 5 });
    const res = await reserve(ouder, { event_id: past, member_id: emma });
    expect([res.status, res.error.message]).toEqual([409, 'Dit spelmoment is voorbij: je kan er niet meer voor reserveren.']);
    expect(await reservationsOf(t.database.db, past)).toEqual([]);
  });

  it("refuses another user's member, member 0, moment 0 and unknown moments, writing nothing", async () => {
    const moment = await addMoment(t.database.db, { days: 4, capacity: 5 });
    const before = await totalReservations();
    const other = await reserve(lid, { event_id: moment, member_id: emma });
    expect([other.status, other.error.message]).toEqual([403, 'Je kan enkel voor je eigen gekoppelde leden reserveren of annuleren.']);
    const noMember = await reserve(ouder, { event_id: moment, member_id: 0 });
    expect([noMember.status, noMember.error.message]).toEqual([400, 'Kies eerst een lid.']);
    const noMoment = await reserve(ouder, { event_id: 0, member_id: emma });
    expect([noMoment.status, noMoment.error.message]).toEqual([400, 'Kies eerst een spelmoment.']);
    const unknown = await reserve(ouder, { event_id: 999_999, member_id: emma });
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Dit spelmoment bestaat niet.']);
    expect(await totalReservations()).toBe(before);
  });

  it('refuses a moment of another club as unknown', async () => {
    const clubId = await demoClubId(t.database.db);
    const [club] = await t.database.db.insert(clubs).values({ code: 'B111', name: 'Andere club', association: 'VTTL' }).returning();
    expect(club!.id).not.toBe(clubId);
    const [other] = await t.database.db
      .insert(playerMoments)
      .values({ clubId: club!.id, discipline: 'tabletennis', name: 'Elders', playDate: '2099-01-01', startTime: '19:00', endTime: '21:00', capacity: 3 })
      .returning();
    const res = await reserve(ouder, { event_id: other!.id, member_id: emma });
    expect([res.status, res.error.message]).toEqual([404, 'Dit spelmoment bestaat niet.']);
    expect(await reservationsOf(t.database.db, other!.id)).toEqual([]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const moment = await addMoment(t.database.db, { days: 4, capacity: 5 });
    const before = await totalReservations();
    const long = await reserve(ouder, { event_id: moment, member_id: emma, remark: 'x'.repeat(201) });
    expect([long.status, long.error.message]).toEqual([400, "Het veld 'remark' is te lang (maximaal 200 tekens)."]);
    const type = await t.postRaw('reservation/update.php', { jwt: ouder, event_id: 'een', member_id: emma });
    expect([type.status, type.error.message]).toEqual([400, "Het veld 'event_id' heeft een ongeldig type (verwacht: getal)."]);
    const missing = await t.postRaw('reservation/update.php', { jwt: ouder, event_id: moment });
    expect([missing.status, missing.error.message]).toEqual([400, "Het veld 'member_id' ontbreekt."]);
    expect(await totalReservations()).toBe(before);
  });
});

describe('reservation/list.php', () => {
  it("lists the members' reservations from today on in date order, never past ones", async () => {
    const later = await addMoment(t.database.db, { days: 9, capacity: 5, name: 'Later' });
    const sooner = await addMoment(t.database.db, { days: 8, capacity: 5, name: 'Eerder' });
    const past = await addMoment(t.database.db, { days: -3, capacity: 5, name: 'Voorbij' });
    const clubId = await demoClubId(t.database.db);
    await t.database.db.insert(playerMomentReservations).values({ clubId, momentId: past, memberId: emma });
    await reserve(ouder, { event_id: later, member_id: emma, remark: 'b' });
    await reserve(ouder, { event_id: sooner, member_id: lucas, remark: 'a' });
    const res = await t.post('reservation/list.php', { jwt: ouder, member_ids: [emma, lucas] });
    expect(res.status).toBe(200);
    const list = z.array(Reservation).parse(res.json);
    expect(list.some((r) => r.eventId === past)).toBe(false);
    expect(list.every((r) => r.playDate >= today())).toBe(true);
    const keys = list.map((r) => `${r.playDate} ${r.startTime}`);
    expect(keys).toEqual([...keys].sort());
    const mine = list.filter((r) => r.eventId === later || r.eventId === sooner);
    expect(mine.map((r) => [r.memberName, r.remark, r.description.split(' - ')[0]])).toEqual([
      ['Lucas Maes', 'a', 'Eerder'],
      ['Emma Maes', 'b', 'Later'],
    ]);
  });

  it("shows the seeded reservation of lid@ and refuses another user's members", async () => {
    const own = await t.post('reservation/list.php', { jwt: lid, member_ids: [jan] });
    expect(own.status).toBe(200);
    expect(own.json.map((r: Reservation) => r.memberName)).toEqual(['Jan Peeters']);
    const other = await t.post('reservation/list.php', { jwt: lid, member_ids: [jan, emma] });
    expect([other.status, other.error.message]).toEqual([403, 'Je kan enkel de reservaties van je eigen gekoppelde leden opvragen.']);
    const empty = await t.post('reservation/list.php', { jwt: lid, member_ids: [] });
    expect([empty.status, empty.error.message]).toEqual([400, "Het veld 'member_ids' bevat te weinig elementen (minimaal 1)."]);
  });
});

describe('reservation/delete.php', () => {
  it('cancels an own reservation, which frees the place', async () => {
    const moment = await addMoment(t.database.db, { days: 6, capacity: 1 });
    await reserve(ouder, { event_id: moment, member_id: emma });
    expect((await reserve(lid, { event_id: moment, member_id: jan })).status).toBe(409);
    const res = await cancel(ouder, { event_id: moment, member_id: emma });
    expect([res.status, res.json]).toEqual([200, { message: 'De reservatie werd geannuleerd.' }]);
    expect(await reservationsOf(t.database.db, moment)).toEqual([]);
    expect((await reserve(lid, { event_id: moment, member_id: jan })).status).toBe(200);
  });

  it('answers 404 when there is no reservation', async () => {
    const moment = await addMoment(t.database.db, { days: 6, capacity: 3 });
    const res = await cancel(ouder, { event_id: moment, member_id: lucas });
    expect([res.status, res.error.message]).toEqual([404, 'Er is geen reservatie voor dit lid op dit spelmoment.']);
  });

  it("refuses another user's member and past moments, leaving the reservation", async () => {
    const moment = await addMoment(t.database.db, { days: 6, capacity: 3 });
    await reserve(ouder, { event_id: moment, member_id: emma });
    const other = await cancel(lid, { event_id: moment, member_id: emma });
    expect([other.status, other.error.message]).toEqual([403, 'Je kan enkel voor je eigen gekoppelde leden reserveren of annuleren.']);
    expect(await reservationsOf(t.database.db, moment)).toHaveLength(1);

    const past = await addMoment(t.database.db, { days: -2, capacity: 3 });
    const clubId = await demoClubId(t.database.db);
    await t.database.db.insert(playerMomentReservations).values({ clubId, momentId: past, memberId: emma });
    const late = await cancel(ouder, { event_id: past, member_id: emma });
    expect([late.status, late.error.message]).toEqual([409, 'Dit spelmoment is voorbij: de reservatie kan niet meer geannuleerd worden.']);
    expect(await reservationsOf(t.database.db, past)).toHaveLength(1);

    const none = await cancel(ouder, { event_id: moment, member_id: 0 });
    expect([none.status, none.error.message]).toEqual([400, 'Kies eerst een lid.']);
  });
});
