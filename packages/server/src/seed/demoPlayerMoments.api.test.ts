import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { PlayerMoment } from '@clubhuis/contract/entities/playermoments';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { members, playerMomentPresences, playerMomentReservations, playerMomentResponsibles, playerMoments } from '../db/schema.ts';

let t: TestApp;
// The template was seeded moments ago, on the same Brussels day.
const today = brusselsClock(new Date()).date;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every seeded moment with its reservation count and responsible person's name. */
async function moments() {
  const count = sql<number>`(select count(*)::int from player_moment_reservations r where r.moment_id = player_moments.id)`;
  return t.database.db
    .select({ m: playerMoments, n: count, responsible: members.firstName })
    .from(playerMoments)
    .innerJoin(playerMomentResponsibles, eq(playerMomentResponsibles.momentId, playerMoments.id))
    .innerJoin(members, eq(members.id, playerMomentResponsibles.memberId))
    .orderBy(asc(playerMoments.playDate), asc(playerMoments.startTime));
}

describe('demo play moments seed', () => {
  it('has table tennis on Tuesday and Thursday and badminton on Saturday, four weeks ahead and two back', async () => {
    const all = await moments();
    const coming = all.filter((x) => x.m.playDate >= today);
    expect(coming).toHaveLength(12);
    expect(all).toHaveLength(18);
    expect(coming.every((x) => x.m.playDate < addDays(today, 28))).toBe(true);
    for (const { m, responsible } of all) {
      const day = new Date(`${m.playDate}T00:00:00Z`).getUTCDay();
      const expected = { 2: ['tabletennis', 16, 'Els'], 4: ['tabletennis', 12, 'Els'], 6: ['badminton', 8, 'Lore'] }[day];
      expect([m.discipline, m.capacity, responsible], m.playDate).toEqual(expected);
    }
  });

  it('has exactly one full moment, in the coming week, and some nearly full ones', async () => {
    const all = await moments();
    const full = all.filter((x) => x.n >= x.m.capacity);
    expect(full).toHaveLength(1);
    expect(full[0]!.m.playDate >= today && full[0]!.m.playDate < addDays(today, 7)).toBe(true);
    const nearlyFull = all.filter((x) => x.m.playDate >= today && x.n < x.m.capacity && x.n >= x.m.capacity - 2);
    expect(nearlyFull.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps presences of past moments, with an occasional player each', async () => {
    const past = (await moments()).filter((x) => x.m.playDate < today);
    expect(past.length).toBeGreaterThan(0);
    for (const { m, n } of past) {
      const rows = await t.database.db.select().from(playerMomentPresences).where(eq(playerMomentPresences.momentId, m.id));
      expect(rows.filter((p) => !p.occasional)).toHaveLength(n);
      expect(rows.filter((p) => p.occasional && p.present)).toHaveLength(1);
      expect(rows.some((p) => !p.present)).toBe(true);
    }
  });

  it('leaves the parent a free moment to reserve for Emma or Lucas', async () => {
    const ouder = await t.login('ouder@demo.clubhuis.be');
    const own = (await t.post('member/getList.php', { jwt: ouder })).json as { id: number }[];
    const res = await t.post('playermoment/playermoment_list.php', { jwt: ouder, member_id: own[0]!.id });
    const free = (res.json as PlayerMoment[]).find((m) => m.nrOfReservations < m.capacity)!;
    const reserved = await t.post('reservation/update.php', { jwt: ouder, event_id: free.eventId, member_id: own[1]!.id });
    expect(reserved.status).toBe(200);
    const mine = await t.database.db.select().from(playerMomentReservations).where(eq(playerMomentReservations.memberId, own[1]!.id));
    expect(mine).toHaveLength(1);
  });
});
