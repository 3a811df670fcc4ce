// Helpers for the training API tests: the seeded moments by training, a second trainer's login, and rows.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { trainers, trainingMoments, trainingPresences, trainingReservations, userRights, users } from '../db/schema.ts';
import { demoClubId } from './playerMomentsKit.ts';
import { sessionToken } from './sessionToken.ts';
import { TEST_SECRET } from './testApp.ts';

/** The moments of one seeded training ('Jeugdtraining', 'Recreantentraining', 'Competitietraining'), by date. */
export async function momentsOf(db: Db, title: string) {
  return db.select().from(trainingMoments).where(eq(trainingMoments.title, title)).orderBy(asc(trainingMoments.trainingDate));
}

export async function momentRow(db: Db, id: number) {
  const [row] = await db.select().from(trainingMoments).where(eq(trainingMoments.id, id));
  return row!;
}

export async function trainerIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.name, name));
  return row!.id;
}

/** A login for a seeded trainer without one (e.g. Pieter Goossens), with its token. */
export async function trainerLogin(db: Db, name: string): Promise<string> {
  const clubId = await demoClubId(db);
  const [user] = await db
    .insert(users)
    .values({ clubId, email: `t-trainer-${Date.now()}@test.clubhuis.be`, passwordHash: 'x', firstName: 'T', lastName: name })
    .returning({ id: users.id });
  await db.insert(userRights).values({ userId: user!.id, clubId, trainerId: await trainerIdOf(db, name) });
  return sessionToken(db, TEST_SECRET, user!.id, clubId);
}

export async function presenceRows(db: Db, momentId: number) {
  return db.select().from(trainingPresences).where(eq(trainingPresences.momentId, momentId)).orderBy(asc(trainingPresences.memberId));
}

export async function reservationRow(db: Db, momentId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(trainingReservations)
    .where(and(eq(trainingReservations.momentId, momentId), eq(trainingReservations.memberId, memberId)));
  return row;
}
