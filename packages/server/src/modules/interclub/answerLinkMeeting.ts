import { and, asc, eq } from 'drizzle-orm';
import type { LinkMeeting } from '@clubhuis/contract/entities/interclubLink';
import type { Db } from '../../db/client.ts';
import { meetingConfirmations, meetingPlayers, meetings, members, teamConfirmationOptions, teams } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { answerLocked } from './confirmations.ts';
import { takeDriver } from './driver.ts';
import { linkOpen, type AnswerLink } from './answerLinks.ts';
import { confirmationOptionsOf } from './confirmationOptions.ts';
import { lockMeeting } from './meetingAccess.ts';
import { dateDescription } from './meetingMapper.ts';
import { interclubText } from './messages.ts';

/**
 * What the answer link shows to whoever holds it: the meeting, the line-up by name, the member's own
 * answer and the club's options. No contact details, no other member's answer or remark.
 */
export async function linkMeetingView(db: Db, link: AnswerLink): Promise<LinkMeeting> {
  const [row] = await db
    .select({ meeting: meetings, team: teams.name, firstName: members.firstName })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .innerJoin(members, eq(members.id, link.memberId))
    .where(and(eq(meetings.id, link.meetingId), eq(meetings.clubId, link.clubId)));
  if (!row) throw new ApiError(404, interclubText.linkUnusable);
  const m = row.meeting;
  const [lineUp, [own], [driver], options] = await Promise.all([
    db
      .select({ first: members.firstName, last: members.lastName, reserve: meetingPlayers.reserve })
      .from(meetingPlayers)
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(eq(meetingPlayers.meetingId, m.id))
      .orderBy(asc(meetingPlayers.reserve), asc(meetingPlayers.position)),
    db
      .select()
      .from(meetingConfirmations)
      .where(and(eq(meetingConfirmations.meetingId, m.id), eq(meetingConfirmations.memberId, link.memberId))),
    m.driverMemberId === null ? [] : db.select({ first: members.firstName }).from(members).where(eq(members.id, m.driverMemberId)),
    confirmationOptionsOf(db, link.clubId),
  ]);
  return {
    firstName: row.firstName,
    team: row.team,
    homeTeam: m.homeTeam,
    awayTeam: m.awayTeam,
    homeout: m.home ? 'H' : 'U',
    playDate: m.playDate,
    playTime: m.playTime,
    dateDescription: dateDescription(m.playDate),
    address: m.address,
    lineUp: lineUp.map((p) => ({ name: `${p.first} ${p.last}`, reserve: p.reserve })),
    confirmationOption: own?.optionNumber ?? 0,
    canDrive: own?.canDrive ?? false,
    remarks: own?.remarks ?? '',
    driver: driver?.first ?? '',
    drives: m.driverMemberId === link.memberId,
    options,
  };
}

/**
 * The link's answer, as participateMeeting / denyMeeting for the link's member (the option decides
 * which) under the same meeting lock and with the same effects (answerLocked); `drive` then registers
 * the member as the driver with updateDriver's rule (takeDriver: one driver, 409 when another drives).
 * Logged without a user, as given through the link.
 */
export async function answerByLink(
  db: Db,
  link: AnswerLink,
  body: { confirmationoption: number; candrive: boolean; drive: boolean; remarks: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeeting(tx, link.clubId, link.meetingId);
    // Checked again under the lock: the meeting may have started since the token was looked up.
    if (!linkOpen(m.meeting, now)) throw new ApiError(404, interclubText.linkUnusable);
    const [option] = await tx
      .select({ participate: teamConfirmationOptions.participate })
      .from(teamConfirmationOptions)
      .where(and(eq(teamConfirmationOptions.clubId, link.clubId), eq(teamConfirmationOptions.number, body.confirmationoption)));
    if (!option) throw new ApiError(400, interclubText.unknownOption);
    const by = { clubId: link.clubId, userId: null, viaLink: true };
    await answerLocked(tx, m, by, { member_id: link.memberId, ...body }, option.participate === 1, now);
    if (body.drive) await takeDriver(tx, m, by, link.memberId, m.meeting.driverRemarks, now);
  });
}
