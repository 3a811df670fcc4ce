// Helpers for the play-moment API tests: moments relative to today, extra members with their own
// logins (for the concurrency tests), and the rows a call left behind.
import { and, asc, eq } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../db/client.ts';
import {
  members,
  playerMomentPresences,
  playerMomentReservations,
  playerMomentResponsibles,
  playerMoments,
  userMembers,
  userRights,
  users,
} from '../db/schema.ts';
import { sessionToken } from './sessionToken.ts';
import { TEST_SECRET } from './testApp.ts';

export const today = () => brusselsClock(new Date()).date;

export async function memberId(db: Db, first: string, last: string): Promise<number> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.firstName, first), eq(members.lastName, last)));
  return row!.id;
}

export async function demoClubId(db: Db): Promise<number> {
  const [row] = await db.select({ clubId: members.clubId }).from(members).limit(1);
  return row!.clubId;
}

/** A table tennis moment `days` from today (negative: past) with the given responsible members. */
export async function addMoment(
  db: Db,
  opts: { days: number; capacity: number; responsibles?: number[]; startTime?: string; name?: string },
): Promise<number> {
  const clubId = await demoClubId(db);
  const [row] = await db
    .insert(playerMoments)
    .values({
      clubId,
      discipline: 'tabletennis',
      name: opts.name ?? 'Testmoment',
      description: 'Voor de test',
      playDate: addDays(today(), opts.days),
      startTime: opts.startTime ?? '19:30',
      endTime: '22:00',
      capacity: opts.capacity,
    })
    .returning({ id: playerMoments.id });
  const momentId = row!.id;
  if (opts.responsibles?.length) {
    await db.insert(playerMomentResponsibles).values(opts.responsibles.map((memberId) => ({ clubId, momentId, memberId })));
  }
  return momentId;
}

/** `n` new active members, each with its own user and token (secret TEST_SECRET), in one go. */
export async function extraMembers(db: Db, n: number, tag: string): Promise<{ memberId: number; jwt: string }[]> {
  const clubId = await demoClubId(db);
  const created = await db
    .insert(members)
    .values(Array.from({ length: n }, (_, i) => ({ clubId, firstName: `Speler${i}`, lastName: `Test ${tag}`, gender: 'M' as const })))
    .returning({ id: members.id });
  const madeUsers = await db
    .insert(users)
    .values(created.map((m) => ({ clubId, email: `t-${tag}-${m.id}@test.clubhuis.be`, passwordHash: 'x', firstName: 'T', lastName: String(m.id) })))
    .returning({ id: users.id });
  await db.insert(userRights).values(madeUsers.map((u) => ({ userId: u.id, clubId })));
  await db.insert(userMembers).values(madeUsers.map((u, i) => ({ clubId, userId: u.id, memberId: created[i]!.id, position: 0 })));
  return Promise.all(
    madeUsers.map(async (u, i) => ({ memberId: created[i]!.id, jwt: await sessionToken(db, TEST_SECRET, u.id, clubId) })),
  );
}

export async function reservationsOf(db: Db, momentId: number) {
  return db
    .select()
    .from(playerMomentReservations)
    .where(eq(playerMomentReservations.momentId, momentId))
    .orderBy(asc(playerMomentReservations.id));
}

export async function presencesOf(db: Db, momentId: number) {
  return db
    .select()
    .from(playerMomentPresences)
    .where(eq(playerMomentPresences.momentId, momentId))
    .orderBy(asc(playerMomentPresences.id));
}
