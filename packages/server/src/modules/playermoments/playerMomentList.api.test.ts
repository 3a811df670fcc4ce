import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { PlayerMoment } from '@clubhuis/contract/entities/playermoments';
import type { RequestOf } from '@clubhuis/contract/catalogue';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { playerMomentReservations, playerMoments } from '../../db/schema.ts';
import { memberId, today } from '../../testing/playerMomentsKit.ts';
import { momentLine } from './momentLine.ts';

let t: TestApp;
let ouder: string;
let lid: string;
let emma: number;
beforeAll(async () => {
  t = await createTestApp();
  [ouder, lid] = await Promise.all([t.login('ouder@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
  emma = await memberId(t.database.db, 'Emma', 'Maes');
});
afterAll(() => t.close());

const list = (jwt: string, body: RequestOf<'playermoment/playermoment_list.php'>) => t.post('playermoment/playermoment_list.php', { jwt, ...body });

/** The club's moments from today on as the database orders them. */
async function comingIds(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: playerMoments.id })
    .from(playerMoments)
    .where(gte(playerMoments.playDate, today()))
    .orderBy(asc(playerMoments.playDate), asc(playerMoments.startTime), asc(playerMoments.id));
  return rows.map((r) => r.id);
}

describe('playermoment/playermoment_list.php', () => {
  it('gives the next 5 moments from today on, by date and time, with capacity and reservation count', async () => {
    const res = await list(ouder, { member_id: emma });
    expect(res.status).toBe(200);
    const moments = z.array(PlayerMoment).parse(res.json);
    expect(moments.map((m) => m.eventId)).toEqual((await comingIds()).slice(0, 5));
    expect(moments.every((m) => m.playDate >= today())).toBe(true);
    for (const m of moments) {
      const [{ n }] = (await t.database.db
        .select({ n: count() })
        .from(playerMomentReservations)
        .where(eq(playerMomentReservations.momentId, m.eventId))) as [{ n: number }];
      expect(m.nrOfReservations, m.moment).toBe(Number(n));
    }
    expect(moments.some((m) => m.capacity > 0)).toBe(true);
  });

  it('gives the moments after those with infuture, and honours limit', async () => {
    const ids = await comingIds();
    const next = await list(ouder, { member_id: emma, infuture: true });
    expect(next.status).toBe(200);
    expect(next.json.map((m: PlayerMoment) => m.eventId)).toEqual(ids.slice(5, 10));
    const two = await list(ouder, { member_id: emma, limit: 2, infuture: true });
    expect(two.json.map((m: PlayerMoment) => m.eventId)).toEqual(ids.slice(2, 4));
  });

  it('writes the moment line with the Dutch weekday, day/month and start time', async () => {
    const [club] = await t.database.db.select({ clubId: playerMoments.clubId }).from(playerMoments).limit(1);
    const [row] = await t.database.db
      .insert(playerMoments)
      .values({ clubId: club!.clubId, discipline: 'badminton', name: 'Badminton vrij spel', playDate: '2099-11-24', startTime: '19:30', endTime: '21:00', capacity: 0 })
      .returning({ id: playerMoments.id });
    const res = await list(ouder, { member_id: emma, limit: 50 });
    const found = (res.json as PlayerMoment[]).find((m) => m.eventId === row!.id);
    expect(found).toMatchObject({
      moment: 'Badminton vrij spel - di 24/11 19:30',
      playDate: '2099-11-24',
      startTime: '19:30',
      endTime: '21:00',
      discipline: 'badminton',
      capacity: 0,
      nrOfReservations: 0,
      isResponsible: false,
    });
  });

  it('answers each moment as stored, its line as momentLine writes it, and nothing of who reserved', async () => {
    const res = await list(ouder, { member_id: emma, limit: 50 });
    const ids = await comingIds();
    expect((res.json as PlayerMoment[]).map((m) => m.eventId)).toEqual(ids.slice(0, 50));
    const rows = await t.database.db.select().from(playerMoments).where(gte(playerMoments.playDate, today()));
    for (const m of res.json as PlayerMoment[]) {
      const row = rows.find((r) => r.id === m.eventId)!;
      expect(Object.keys(m)).toEqual(Object.keys(PlayerMoment.shape));
      expect(m).toMatchObject({
        moment: momentLine(row),
        playDate: row.playDate,
        startTime: row.startTime,
        endTime: row.endTime,
        discipline: row.discipline,
        capacity: row.capacity,
        description: row.description,
      });
    }
    const reserved = await t.database.db.select({ remark: playerMomentReservations.remark }).from(playerMomentReservations);
    const text = JSON.stringify(res.json);
    expect(reserved.filter((r) => r.remark && text.includes(r.remark))).toEqual([]);
  });

  it('never lists past moments', async () => {
    const past = await t.database.db.select({ id: playerMoments.id }).from(playerMoments).where(lt(playerMoments.playDate, today()));
    expect(past.length).toBeGreaterThan(0);
    const res = await list(ouder, { member_id: emma, limit: 50 });
    const listed = (res.json as PlayerMoment[]).map((m) => m.eventId);
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((id) => past.some((p) => p.id === id))).toEqual([]);
  });

  it('marks the moments the caller is responsible for', async () => {
    const leider = await t.login('leider@demo.clubhuis.be');
    const league = await t.login('league@demo.clubhuis.be');
    const els = await memberId(t.database.db, 'Els', 'Wouters');
    const lore = await memberId(t.database.db, 'Lore', 'Willems');
    // The seeded moments only (another test adds one in 2099 without responsible persons).
    const seeded = (res: { json: PlayerMoment[] }) => res.json.filter((m) => m.playDate < '2099-01-01');
    const forEls = seeded(await list(leider, { member_id: els, limit: 20 }));
    const forLore = seeded(await list(league, { member_id: lore, limit: 20 }));
    expect(forEls.filter((m) => m.isResponsible).map((m) => m.discipline)).toContain('tabletennis');
    expect(forEls.every((m) => m.isResponsible === (m.discipline === 'tabletennis'))).toBe(true);
    expect(forLore.filter((m) => m.isResponsible).map((m) => m.discipline)).toContain('badminton');
    expect(forLore.every((m) => m.isResponsible === (m.discipline === 'badminton'))).toBe(true);
    const forOuder = (await list(ouder, { member_id: emma, limit: 20 })).json as PlayerMoment[];
    expect(forOuder.some((m) => m.isResponsible)).toBe(false);
  });

  it("refuses another user's member and member 0", async () => {
    const other = await list(lid, { member_id: emma });
    expect([other.status, other.error.message]).toEqual([403, 'Je kan enkel de spelmomenten van je eigen gekoppelde leden opvragen.']);
    const none = await list(ouder, { member_id: 0 });
    expect([none.status, none.error.message]).toEqual([400, 'Kies eerst een lid.']);
    const big = await list(ouder, { member_id: emma, limit: 51 });
    expect([big.status, big.error.message]).toEqual([400, "Het veld 'limit' is te groot (maximaal 50)."]);
  });

  it('asks for a login', async () => {
    const res = await t.post('playermoment/playermoment_list.php', { member_id: emma });
    expect([res.status, res.error.message]).toEqual([401, 'Je bent niet aangemeld. Meld je opnieuw aan.']);
  });
});
