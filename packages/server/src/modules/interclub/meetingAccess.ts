import { and, eq } from 'drizzle-orm';
import { meetingTime, mayCompose } from '@clubhuis/contract/rules/interclub';
import type { Db } from '../../db/client.ts';
import { appConfig, meetings, teams, users } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { interclubText } from './messages.ts';

export type LockedMeeting = { meeting: typeof meetings.$inferSelect; team: typeof teams.$inferSelect };

/**
 * Reads a meeting of the user's club and locks its row until the transaction ends, so checks and
 * writes on one meeting (driver, line-up) run one after another across server processes.
 */
export async function lockMeeting(tx: Db, clubId: number, meetingId: number): Promise<LockedMeeting> {
  const [row] = await tx
    .select({ meeting: meetings, team: teams })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .where(and(eq(meetings.id, meetingId), eq(meetings.clubId, clubId)))
    .for('update', { of: meetings });
  if (!row) throw new ApiError(404, interclubText.unknownMeeting);
  return row;
}

export function refusePast(m: LockedMeeting, now: Date): void {
  if (meetingTime(m.meeting.playDate, m.meeting.playTime, now) === 'past') throw new ApiError(409, interclubText.past);
}

async function needsRelease(db: Db, clubId: number): Promise<boolean> {
  const [row] = await db
    .select({ v: appConfig.teamCompositionsNeedRelease })
    .from(appConfig)
    .where(eq(appConfig.clubId, clubId));
  return row?.v ?? false;
}

/** The rule of spec 01 section 5, with the refusal the server answers. */
export async function requireComposer(db: Db, user: RequestUser, m: LockedMeeting, now: Date): Promise<void> {
  const release = await needsRelease(db, user.clubId);
  if (!release) throw new ApiError(403, interclubText.noRelease);
  refusePast(m, now);
  const meeting = { captain: m.team.captainMemberId ?? 0, playDate: m.meeting.playDate, playTime: m.meeting.playTime };
  if (!mayCompose(release, { ...user.rights, memberIds: user.memberIds }, meeting, now)) {
    throw new ApiError(403, interclubText.mayNotCompose);
  }
}

export async function userName(db: Db, userId: number): Promise<{ name: string; email: string }> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return { name: u ? `${u.firstName} ${u.lastName}` : '', email: u?.email ?? '' };
}

