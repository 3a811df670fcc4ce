// Play moments of the demo club: free play on Tuesday and Thursday evening (table tennis) and
// Saturday morning (badminton), two weeks back and four weeks ahead of the Brussels today.
import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../db/client.ts';
import { playerMomentPresences, playerMomentReservations, playerMomentResponsibles, playerMoments } from '../db/schema.ts';
import { demoMembers } from './demoMembers.ts';

type NewMoment = typeof playerMoments.$inferInsert;

const m = (name: string) => `${name}@demo.clubhuis.be`;

/** Per weekday (0 = Sunday): what is played. */
const weekly: Record<number, Omit<NewMoment, 'clubId' | 'playDate'>> = {
  2: {
    discipline: 'tabletennis',
    name: 'Tafeltennis vrij spel',
    description: 'Vrij spel voor alle leden, tafels 1 tot 8.',
    startTime: '19:30',
    endTime: '22:00',
    capacity: 16,
  },
  4: {
    discipline: 'tabletennis',
    name: 'Tafeltennis vrij spel',
    description: 'Vrij spel op tafels 1 tot 6; tafels 7 en 8 zijn voor de jeugdtraining.',
    startTime: '19:30',
    endTime: '22:00',
    capacity: 12,
  },
  6: {
    discipline: 'badminton',
    name: 'Badminton vrij spel',
    description: 'Vier terreinen in de sporthal, shuttles zijn voorzien.',
    startTime: '10:00',
    endTime: '12:00',
    capacity: 8,
  },
};

/**
 * Coming moments: the first table tennis one is full, the next one and the first badminton one are
 * nearly full, the rest have room (the parent's children Emma and Lucas have no reservation, so
 * ouder@ always finds a free moment). Jan Peeters (lid@) has one reservation. Past moments carry
 * presences: most reserved members came, every fourth did not, and one occasional player joined.
 */
export async function seedDemoPlayerMoments(db: Db, clubId: number, idByEmail: Map<string, number>, today: string): Promise<void> {
  const pool = demoMembers()
    .slice(7)
    .filter((x) => x.memberState === 1)
    .map((x) => idByEmail.get(x.email!)!);
  const responsible = { tabletennis: idByEmail.get(m('els.wouters'))!, badminton: idByEmail.get(m('lore.willems'))! };
  const jan = idByEmail.get(m('jan.peeters'))!;

  const plan: NewMoment[] = [];
  for (let d = -14; d < 28; d++) {
    const playDate = addDays(today, d);
    const kind = weekly[new Date(`${playDate}T00:00:00Z`).getUTCDay()];
    if (kind) plan.push({ ...kind, clubId, playDate });
  }
  const inserted = await db.insert(playerMoments).values(plan).returning();
  await db
    .insert(playerMomentResponsibles)
    .values(inserted.map((x) => ({ clubId, momentId: x.id, memberId: responsible[x.discipline] })));

  const reservations: (typeof playerMomentReservations.$inferInsert)[] = [];
  const presences: (typeof playerMomentPresences.$inferInsert)[] = [];
  const coming = inserted.filter((x) => x.playDate >= today);
  const firstTableTennis = coming.find((x) => x.discipline === 'tabletennis')!;
  const secondTableTennis = coming.filter((x) => x.discipline === 'tabletennis')[1]!;
  const firstBadminton = coming.find((x) => x.discipline === 'badminton')!;
  inserted.forEach((moment, k) => {
    const past = moment.playDate < today;
    const count =
      moment === firstTableTennis
        ? moment.capacity
        : moment === secondTableTennis
          ? moment.capacity - 2
          : moment === firstBadminton
            ? moment.capacity - 1
            : past
              ? Math.min(moment.capacity - 2, 6 + (k % 4))
              : 1 + ((k * 5) % 6);
    const who = Array.from({ length: count }, (_, j) => pool[(k * 7 + j) % pool.length]!);
    // A reservation is made before the moment: past ones get the evening two days earlier.
    const createdAt = past ? new Date(`${addDays(moment.playDate, -2)}T18:00:00Z`) : undefined;
    for (const [j, memberId] of who.entries()) {
      reservations.push({ clubId, momentId: moment.id, memberId, remark: j === 0 ? 'Ik breng een eigen bal mee.' : '', createdAt });
      if (past) presences.push({ clubId, momentId: moment.id, memberId, present: j % 4 !== 3, occasional: false });
    }
    if (past) {
      const walkIn = pool[(k * 7 + count) % pool.length]!;
      presences.push({ clubId, momentId: moment.id, memberId: walkIn, present: true, occasional: true });
    }
  });
  const janMoment = coming.filter((x) => x.discipline === 'tabletennis')[3]!;
  reservations.push({ clubId, momentId: janMoment.id, memberId: jan, remark: 'Ik kom wat later, rond 20 uur.' });
  await db.insert(playerMomentReservations).values(reservations);
  await db.insert(playerMomentPresences).values(presences);
}
