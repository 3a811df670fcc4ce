import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { meetingPlayers, members } from '../../db/schema.ts';
import { enqueueForAccounts } from '../notifications/enqueueAccounts.ts';
import { followersOf } from './follows.ts';
import type { LockedMeeting } from './meetingAccess.ts';

/** Which result a sheet shows: its score and a hash of its individual matches (competition/tabtLivePoll.ts). */
export interface SheetVersion {
  score: string;
  version: string;
}

/**
 * A team's result from the competition site tells the players on its sheet and in its line-up, and the
 * accounts that follow the team: one push per account (one row per account and sheet version, however
 * many of its members played and whether it also follows). Only about a meeting of today or yesterday:
 * an import of the season's older sheets tells nobody.
 */
export async function notifySheet(tx: Db, m: LockedMeeting, sheet: SheetVersion, now: Date): Promise<number> {
  const today = brusselsClock(now).date;
  if (m.meeting.playDate < addDays(today, -1)) return 0;
  // The line-up's players, and a reserve who played (its victory count came from the sheet).
  const players = await tx
    .select({ id: meetingPlayers.memberId, first: members.firstName, wins: meetingPlayers.victoryCount })
    .from(meetingPlayers)
    .innerJoin(members, eq(members.id, meetingPlayers.memberId))
    .where(and(eq(meetingPlayers.meetingId, m.meeting.id), or(eq(meetingPlayers.reserve, false), isNotNull(meetingPlayers.victoryCount))))
    .orderBy(asc(meetingPlayers.position));
  const onSheet = players.filter((p) => p.wins !== null);
  const victories = onSheet.map((p) => `${p.first} ${p.wins}`).join(', ');
  const userIds = await followersOf(tx, m.team.clubId, m.team.id);
  return enqueueForAccounts(tx, {
    clubId: m.team.clubId,
    about: `sheet:${m.meeting.id}`,
    version: sheet.version,
    memberIds: players.map((p) => p.id),
    userIds,
    notice: { kind: 'results', team: m.team.name, meeting: `${m.meeting.homeTeam} - ${m.meeting.awayTeam}`, score: sheet.score, victories, day: m.meeting.playDate },
    now,
  });
}

