// Helpers for the sports-camp API tests: the demo camp's rows, a second camp with its own trainer
// (a user of its own), and the rows a call left behind.
import { and, asc, eq } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../db/client.ts';
import {
  members,
  sportsCampGroups,
  sportsCampMoments,
  sportsCampPresenceLog,
  sportsCampPresences,
  sportsCampSubscriptions,
  sportsCampTrainerPresences,
  sportsCampTrainers,
  sportsCamps,
  userMembers,
  userRights,
  users,
} from '../db/schema.ts';
import { sessionToken } from './sessionToken.ts';
import { TEST_SECRET } from './testApp.ts';

export const today = () => brusselsClock(new Date()).date;

export async function memberIdOf(db: Db, first: string, last: string): Promise<number> {
  const [row] = await db.select({ id: members.id }).from(members).where(and(eq(members.firstName, first), eq(members.lastName, last)));
  return row!.id;
}

export async function demoCamp(db: Db) {
  const [camp] = await db.select().from(sportsCamps).where(eq(sportsCamps.title, 'Herfstkamp Sport & Spel'));
  return camp!;
}

/** Today's morning moment of the demo camp's first group, and that group's children. */
export async function todaysMoment(db: Db, ampm: 'am' | 'pm' = 'am') {
  const camp = await demoCamp(db);
  const [group] = await db.select().from(sportsCampGroups).where(eq(sportsCampGroups.campId, camp.id)).orderBy(asc(sportsCampGroups.position)).limit(1);
  const [moment] = await db
    .select()
    .from(sportsCampMoments)
    .where(and(eq(sportsCampMoments.groupId, group!.id), eq(sportsCampMoments.campDate, today()), eq(sportsCampMoments.ampm, ampm)));
  const children = await db
    .select()
    .from(sportsCampSubscriptions)
    .where(eq(sportsCampSubscriptions.groupId, group!.id))
    .orderBy(asc(sportsCampSubscriptions.lastName), asc(sportsCampSubscriptions.firstName), asc(sportsCampSubscriptions.id));
  return { camp, moment: moment!, children };
}

/**
 * A second camp (today only, one group, one child with medication) and its trainer: a new member
 * with a user and token of its own, trainer of this camp only.
 */
export async function otherCamp(db: Db): Promise<{ jwt: string; trainerId: number; campId: number; childName: string }> {
  const { clubId } = await demoCamp(db);
  const [camp] = await db
    .insert(sportsCamps)
    .values({ clubId, title: 'Kerstkamp Dans', dateFrom: today(), dateTill: today(), responsible: 'Test' })
    .returning();
  const [group] = await db.insert(sportsCampGroups).values({ clubId, campId: camp!.id, name: 'Dansers' }).returning();
  await db.insert(sportsCampSubscriptions).values({
    clubId,
    campId: camp!.id,
    groupId: group!.id,
    firstName: 'Geheim',
    lastName: 'Kind',
    gender: 'F',
    birthdate: '2018-01-01',
    medication: 'Geheime medicatie',
    extraInfo: 'Geheime info',
  });
  const [trainer] = await db.insert(members).values({ clubId, firstName: 'Dina', lastName: 'Danser', gender: 'F' }).returning();
  const [user] = await db
    .insert(users)
    .values({ clubId, email: `dina-${trainer!.id}@test.clubhuis.be`, passwordHash: 'x', firstName: 'Dina', lastName: 'Danser' })
    .returning();
  await db.insert(userRights).values({ userId: user!.id, clubId });
  await db.insert(userMembers).values({ clubId, userId: user!.id, memberId: trainer!.id });
  await db.insert(sportsCampTrainers).values({ clubId, campId: camp!.id, memberId: trainer!.id });
  await db.insert(sportsCampTrainerPresences).values({ clubId, campId: camp!.id, memberId: trainer!.id, campDate: today() });
  const jwt = await sessionToken(db, TEST_SECRET, user!.id, clubId);
  return { jwt, trainerId: trainer!.id, campId: camp!.id, childName: 'Geheim Kind' };
}

export async function presenceRows(db: Db, momentId: number, subscriptionId: number) {
  return db
    .select()
    .from(sportsCampPresences)
    .where(and(eq(sportsCampPresences.momentId, momentId), eq(sportsCampPresences.subscriptionId, subscriptionId)));
}

export async function trailOf(db: Db, presenceId: number) {
  return db.select().from(sportsCampPresenceLog).where(eq(sportsCampPresenceLog.presenceId, presenceId)).orderBy(asc(sportsCampPresenceLog.id));
}

export async function trainerDays(db: Db, memberId: number) {
  return db
    .select()
    .from(sportsCampTrainerPresences)
    .where(eq(sportsCampTrainerPresences.memberId, memberId))
    .orderBy(asc(sportsCampTrainerPresences.campDate));
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
