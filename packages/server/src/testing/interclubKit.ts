// Helpers for the interclub API tests: find seeded meetings and members, make extra users.
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { meetings, members, teams, userMembers, userRights, users } from '../db/schema.ts';
import { sessionToken } from './sessionToken.ts';
import { TEST_SECRET, type TestApp } from './testApp.ts';

export const today = () => brusselsClock(new Date()).date;

export async function memberId(t: TestApp, first: string, last: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.firstName, first), eq(members.lastName, last)));
  return row!.id;
}

type MeetingRow = typeof meetings.$inferSelect;

/** The team's meetings after today (or before, with when = 'past'), in date order. */
export async function meetingsOf(t: TestApp, team: string, when: 'coming' | 'past'): Promise<MeetingRow[]> {
  const rows = await t.database.db
    .select({ m: meetings })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .where(and(eq(teams.name, team), when === 'coming' ? gt(meetings.playDate, today()) : lt(meetings.playDate, today())))
    .orderBy(asc(meetings.playDate));
  return when === 'coming' ? rows.map((r) => r.m) : rows.map((r) => r.m).reverse();
}

export async function comingAway(t: TestApp, team: string): Promise<MeetingRow> {
  return (await meetingsOf(t, team, 'coming')).find((m) => !m.home)!;
}

export async function comingHome(t: TestApp, team: string): Promise<MeetingRow> {
  return (await meetingsOf(t, team, 'coming')).find((m) => m.home)!;
}

export async function meetingRow(t: TestApp, id: number): Promise<MeetingRow> {
  const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, id));
  return row!;
}

/** A fresh user linked to the given member, with a token (for tests that need many distinct members). */
export async function userFor(t: TestApp, memberIdValue: number, rights: Partial<typeof userRights.$inferInsert> = {}): Promise<string> {
  const db = t.database.db;
  const [club] = await db.select({ clubId: members.clubId }).from(members).where(eq(members.id, memberIdValue));
  const clubId = club!.clubId;
  const [user] = await db
    .insert(users)
    .values({ clubId, email: `test-${memberIdValue}-${Math.random().toString(36).slice(2)}@demo.clubhuis.be`, passwordHash: 'x', firstName: 'Test', lastName: String(memberIdValue) })
    .returning({ id: users.id });
  await db.insert(userRights).values({ userId: user!.id, clubId, ...rights });
  await db.insert(userMembers).values({ clubId, userId: user!.id, memberId: memberIdValue, position: 0 });
  return sessionToken(db, TEST_SECRET, user!.id, clubId);
}

/** The two demo logins of team B (Jan Peeters, and captain Tom Claes) with their member ids. */
export async function teamBLogins(t: TestApp) {
  const [lid, kapitein] = await Promise.all([t.login('lid@demo.clubhuis.be'), t.login('kapitein@demo.clubhuis.be')]);
  return { lid, kapitein, jan: await memberId(t, 'Jan', 'Peeters'), tom: await memberId(t, 'Tom', 'Claes') };
}
