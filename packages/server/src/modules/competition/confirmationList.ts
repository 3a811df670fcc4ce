import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { TeamConfirmation } from '@clubhuis/contract/entities/competition';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import {
  absenceReasons,
  meetingConfirmations,
  meetingPlayers,
  meetings,
  memberAbsences,
  members,
  teamConfirmationOptions,
  teamPlayers,
} from '../../db/schema.ts';
import { teamRoster } from '../interclub/teamRoster.ts';
import { confirmationMatrix, type MatrixAbsence, type MatrixAnswer } from './confirmationMatrix.ts';
import type { TeamScope } from './statisticsScope.ts';

const name = sql<string>`${members.firstName} || ' ' || ${members.lastName}`;

/**
 * teamcomposition/confirmationList: the team's confirmations matrix. Three statements for an
 * anonymous caller (meetings, line-ups, roster), five for a member (plus answers and absences),
 * however long the season.
 */
export async function confirmationList(db: Db, scope: TeamScope, now: Date): Promise<TeamConfirmation[]> {
  const { team } = scope;
  const ofTeam = eq(meetings.teamId, team.id);
  const [meetingRows, lineUps, roster, answers, absences] = await Promise.all([
    db.select().from(meetings).where(ofTeam).orderBy(asc(meetings.playDate), asc(meetings.playTime), asc(meetings.week)),
    db
      .select({
        meetingId: meetingPlayers.meetingId,
        memberId: meetingPlayers.memberId,
        reserve: meetingPlayers.reserve,
        victoryCount: meetingPlayers.victoryCount,
        name,
        ranking: members.ranking,
      })
      .from(meetingPlayers)
      .innerJoin(meetings, eq(meetings.id, meetingPlayers.meetingId))
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(ofTeam)
      .orderBy(asc(meetingPlayers.reserve), asc(meetingPlayers.position)),
    teamRoster(db, team.id).then((rows) =>
      rows.map((r) => ({ memberId: r.memberId, name: `${r.firstName} ${r.lastName}`, ranking: r.ranking })),
    ),
    scope.member ? teamAnswers(db, scope) : Promise.resolve([]),
    scope.member ? teamAbsences(db, scope) : Promise.resolve([]),
  ]);
  return confirmationMatrix({
    captain: team.captainMemberId,
    today: brusselsClock(now).date,
    meetings: meetingRows,
    roster,
    lineUps,
    answers,
    absences,
    member: scope.member,
  });
}

function teamAnswers(db: Db, scope: TeamScope): Promise<MatrixAnswer[]> {
  return db
    .select({
      meetingId: meetingConfirmations.meetingId,
      memberId: meetingConfirmations.memberId,
      option: meetingConfirmations.optionNumber,
      participate: meetingConfirmations.participate,
      canDrive: meetingConfirmations.canDrive,
      remarks: meetingConfirmations.remarks,
      description: sql<string>`coalesce(${teamConfirmationOptions.description}, '')`,
      variant: sql<string>`coalesce(${teamConfirmationOptions.variant}, '')`,
    })
    .from(meetingConfirmations)
    .innerJoin(meetings, eq(meetings.id, meetingConfirmations.meetingId))
    .leftJoin(
      teamConfirmationOptions,
      and(
        eq(teamConfirmationOptions.clubId, meetingConfirmations.clubId),
        eq(teamConfirmationOptions.number, meetingConfirmations.optionNumber),
      ),
    )
    .where(eq(meetings.teamId, scope.team.id));
}

/** Absence periods of the team's players (roster or line-ups) that overlap the team's season. */
function teamAbsences(db: Db, scope: TeamScope): Promise<MatrixAbsence[]> {
  const teamId = scope.team.id;
  return db
    .select({
      memberId: memberAbsences.memberId,
      from: memberAbsences.dateFrom,
      to: memberAbsences.dateTo,
      reason: sql<string>`coalesce(${absenceReasons.description}, '')`,
      remark: memberAbsences.remark,
    })
    .from(memberAbsences)
    .leftJoin(absenceReasons, eq(absenceReasons.id, memberAbsences.reasonId))
    .where(
      and(
        eq(memberAbsences.clubId, scope.clubId),
        gte(memberAbsences.dateTo, sql`(select min(m.play_date) from ${meetings} m where m.team_id = ${teamId})`),
        lte(memberAbsences.dateFrom, sql`(select max(m.play_date) from ${meetings} m where m.team_id = ${teamId})`),
        or(
          sql`${memberAbsences.memberId} in (select tp.member_id from ${teamPlayers} tp where tp.team_id = ${teamId})`,
          sql`${memberAbsences.memberId} in (select mp.member_id from ${meetingPlayers} mp
            join ${meetings} m on m.id = mp.meeting_id where m.team_id = ${teamId})`,
        ),
      ),
    );
}
