// Helpers for the carpool API tests (issue 32): the demo's youth meeting, its line-up, the cars and
// seats a call left behind, and extra members on a meeting's team with their own logins.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { meetingCars, meetingCarSeats, meetingPlayers, meetings, teamPlayers } from '../db/schema.ts';
import { comingAway } from './interclubKit.ts';
import { extraMembers } from './playerMomentsKit.ts';
import type { TestApp } from './testApp.ts';

export const YOUTH_TEAM = 'TTC De Demo Jeugd';

/** This week's away meeting of the youth team (Emma and a second player lined up, Tom Claes captain). */
export const youthMeeting = (t: TestApp) => comingAway(t, YOUTH_TEAM);

/** The line-up's member ids in order. */
export async function lineUpOf(db: Db, meetingId: number): Promise<number[]> {
  const rows = await db
    .select({ memberId: meetingPlayers.memberId })
    .from(meetingPlayers)
    .where(eq(meetingPlayers.meetingId, meetingId))
    .orderBy(asc(meetingPlayers.reserve), asc(meetingPlayers.position));
  return rows.map((r) => r.memberId);
}

export async function carsOf(db: Db, meetingId: number) {
  return db.select().from(meetingCars).where(eq(meetingCars.meetingId, meetingId)).orderBy(asc(meetingCars.driverMemberId));
}

/** The seats taken, as 'passenger>driver' pairs, sorted: what the database holds. */
export async function seatPairs(db: Db, meetingId: number): Promise<string[]> {
  const rows = await db.select().from(meetingCarSeats).where(eq(meetingCarSeats.meetingId, meetingId));
  return rows.map((r) => `${r.memberId}>${r.driverMemberId}`).sort();
}

/** `n` new members on the roster of the meeting's team, each with its own login. */
export async function teamMembers(db: Db, meetingId: number, n: number, tag: string) {
  const [meeting] = await db.select({ teamId: meetings.teamId, clubId: meetings.clubId }).from(meetings).where(eq(meetings.id, meetingId));
  const made = await extraMembers(db, n, tag);
  await db.insert(teamPlayers).values(made.map((m, i) => ({ clubId: meeting!.clubId, teamId: meeting!.teamId, memberId: m.memberId, position: 100 + i })));
  return made;
}
