import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingPlayers, meetings, teams } from '../../db/schema.ts';
import { lockMeeting } from './meetingAccess.ts';
import { notifySheet, type SheetVersion } from './sheetNotices.ts';

/*
 * Interclub's writes for the competition site's import (modules/competition/tabtSync*.ts): the sync
 * decides what the site says, interclub owns the rows. Meeting writes take the same row lock as an
 * answer, a driver or a line-up, so an import never interleaves with a captain's change.
 */

type TeamRow = typeof teams.$inferSelect;
type MeetingRow = typeof meetings.$inferSelect;
type NewTeam = typeof teams.$inferInsert;
type NewMeeting = typeof meetings.$inferInsert;
/** The meeting columns the site decides. */
export type SiteMeetingValues = Pick<
  MeetingRow,
  'week' | 'playId' | 'matchUniqueId' | 'playDate' | 'playTime' | 'home' | 'homeTeam' | 'awayTeam' | 'address' | 'frenoyUrl' | 'score' | 'won'
>;

export async function createTeam(db: Db, values: NewTeam): Promise<TeamRow> {
  const [created] = await db.insert(teams).values(values).returning();
  return created!;
}

export async function updateTeamDivision(db: Db, teamId: number, changes: Pick<Partial<TeamRow>, 'division' | 'divisionId'>): Promise<void> {
  await db.update(teams).set(changes).where(eq(teams.id, teamId));
}

export async function createMeeting(db: Db, values: NewMeeting): Promise<MeetingRow> {
  const [created] = await db.insert(meetings).values(values).returning();
  return created!;
}

/** Writes the site's values that differ from the locked row; answers the changed ones (none: nothing written). */
export async function applySiteValues(
  db: Db,
  clubId: number,
  meetingId: number,
  values: SiteMeetingValues,
): Promise<Partial<SiteMeetingValues>> {
  return db.transaction(async (tx) => {
    await lockMeeting(tx, clubId, meetingId);
    return applyLocked(tx, meetingId, values);
  });
}

async function applyLocked(tx: Db, meetingId: number, values: SiteMeetingValues): Promise<Partial<SiteMeetingValues>> {
  const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, meetingId));
  const changes = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => meeting![k as keyof SiteMeetingValues] !== v),
  ) as Partial<SiteMeetingValues>;
  if (Object.keys(changes).length > 0) await tx.update(meetings).set(changes).where(eq(meetings.id, meetingId));
  return changes;
}

/**
 * Victory counts of our players on a match sheet. Whoever played but was not in the line-up (a late
 * substitute) is added after it, so statistics count every match played. Answers how many rows changed.
 */
export async function recordSheetVictories(
  db: Db,
  clubId: number,
  meetingId: number,
  players: { memberId: number; victoryCount: number }[],
): Promise<number> {
  if (players.length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockMeeting(tx, clubId, meetingId);
    return victoriesLocked(tx, clubId, meetingId, players);
  });
}

async function victoriesLocked(tx: Db, clubId: number, meetingId: number, players: { memberId: number; victoryCount: number }[]): Promise<number> {
  const lineup = await tx.select().from(meetingPlayers).where(eq(meetingPlayers.meetingId, meetingId));
  let written = 0;
  for (const { memberId, victoryCount } of players) {
    const row = lineup.find((l) => l.memberId === memberId);
    if (row) {
      if (row.victoryCount === victoryCount) continue;
      await tx
        .update(meetingPlayers)
        .set({ victoryCount })
        .where(and(eq(meetingPlayers.meetingId, meetingId), eq(meetingPlayers.memberId, memberId)));
      row.victoryCount = victoryCount;
    } else {
      const position = Math.max(0, ...lineup.map((l) => l.position)) + 1;
      const [inserted] = await tx
        .insert(meetingPlayers)
        .values({ clubId, meetingId, memberId, reserve: false, position, victoryCount })
        .returning();
      lineup.push(inserted!);
    }
    written++;
  }
  return written;
}

/**
 * A sheet read on a match evening (competition/tabtLivePoll.ts): its values and victory counts, and once
 * it is a result (complete, validated or locked) the push to the team's players and followers, all in
 * one transaction under the meeting lock. The push is keyed by the sheet's version, so the same sheet
 * polled again, by another process or in a retry, tells nobody twice. Answers the rows changed.
 */
export async function recordLiveSheet(
  db: Db,
  clubId: number,
  meetingId: number,
  sheet: { values: SiteMeetingValues; players: { memberId: number; victoryCount: number }[]; result: SheetVersion | null },
  now: Date,
): Promise<{ changed: number; notified: number }> {
  return db.transaction(async (tx) => {
    const locked = await lockMeeting(tx, clubId, meetingId);
    const changes = await applyLocked(tx, meetingId, sheet.values);
    Object.assign(locked.meeting, changes);
    const changed = Object.keys(changes).length + (await victoriesLocked(tx, clubId, meetingId, sheet.players));
    const notified = sheet.result ? await notifySheet(tx, locked, sheet.result, now) : 0;
    return { changed, notified };
  });
}
