// Helpers for the statistics API tests: team ids, a second club, a database that counts statements,
// and a season grown to more meetings and teams.
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clubs, meetingConfirmations, meetingPlayers, meetings, members, teamPlayers, teams } from '../db/schema.ts';
import { apiClient, type ApiClient } from './apiClient.ts';
import { createTestApp } from './testApp.ts';

export async function teamIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, name));
  if (!row) throw new Error(`no team ${name}`);
  return row.id;
}

/** Another club with one team (and one member on it) in the demo's season. */
export async function otherClubTeam(db: Db, code = 'B111'): Promise<{ clubId: number; teamId: number }> {
  const [club] = await db.insert(clubs).values({ code, name: `Andere club ${code}`, association: 'VTTL' }).returning();
  const [{ season }] = (await db.select({ season: max(teams.season) }).from(teams)) as [{ season: string }];
  const [team] = await db
    .insert(teams)
    .values({ clubId: club!.id, season, sport: 'tabletennis', name: `Andere ${code} A`, playersPerTeam: 4, divisionId: 9901, letter: 'A' })
    .returning();
  const [member] = await db
    .insert(members)
    .values({ clubId: club!.id, firstName: 'Andere', lastName: 'Speler', gender: 'M', email: `andere@${code}.be`, telephone: '09 999 99 99' })
    .returning();
  await db.insert(teamPlayers).values({ clubId: club!.id, teamId: team!.id, memberId: member!.id, position: 0 });
  return { clubId: club!.id, teamId: team!.id };
}

export interface CountingApp extends ApiClient {
  db: Db;
  /** Statements run by the last post. */
  statements(): number;
  close(): Promise<void>;
}

/** Like createTestApp, with a drizzle logger counting the statements of each request. */
export async function countingTestApp(): Promise<CountingApp> {
  let count = 0;
  let last = 0;
  const t = await createTestApp({}, { logQuery: () => void count++ });
  const client = apiClient(t.app, async (send) => {
    count = 0;
    const res = await send();
    last = count;
    return res;
  });
  return { ...client, db: t.database.db, statements: () => last, close: () => t.close() };
}

/**
 * Grows the club's season: every team gets a second run of its meetings and a copy team with its
 * own, each with the line-ups (victory counts included) and answers of the originals.
 */
export async function growSeason(db: Db, clubId: number): Promise<void> {
  const originals = await db.select().from(teams).where(eq(teams.clubId, clubId));
  const copies = await db
    .insert(teams)
    .values(originals.map(({ id: _, ...t }) => ({ ...t, name: `${t.name} bis` })))
    .returning({ id: teams.id });
  const copyOf = new Map(originals.map((t, i) => [t.id, copies[i]!.id]));
  const rows = await db.select().from(meetings).where(eq(meetings.clubId, clubId));
  const planned = [...rows.map((m) => ({ from: m, teamId: m.teamId })), ...rows.map((m) => ({ from: m, teamId: copyOf.get(m.teamId)! }))];
  const inserted = await db
    .insert(meetings)
    .values(planned.map(({ from: { id: _, ...m }, teamId }) => ({ ...m, teamId })))
    .returning({ id: meetings.id });
  const ids = rows.map((m) => m.id);
  const [lineUps, answers] = await Promise.all([
    db.select().from(meetingPlayers).where(and(eq(meetingPlayers.clubId, clubId), inArray(meetingPlayers.meetingId, ids))),
    db.select().from(meetingConfirmations).where(and(eq(meetingConfirmations.clubId, clubId), inArray(meetingConfirmations.meetingId, ids))),
  ]);
  const newIds = (meetingId: number) => planned.flatMap((p, i) => (p.from.id === meetingId ? [inserted[i]!.id] : []));
  await db.insert(meetingPlayers).values(lineUps.flatMap((l) => newIds(l.meetingId).map((meetingId) => ({ ...l, meetingId }))));
  await db.insert(meetingConfirmations).values(answers.flatMap((a) => newIds(a.meetingId).map((meetingId) => ({ ...a, meetingId }))));
  const roster = await db.select().from(teamPlayers).where(eq(teamPlayers.clubId, clubId));
  await db.insert(teamPlayers).values(roster.map((r) => ({ ...r, teamId: copyOf.get(r.teamId)! })));
}
