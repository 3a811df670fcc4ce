import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AvailableTeamPlayer, MemberAbsence, Team } from '@clubhuis/contract/entities/interclub';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import {
  absenceReasons,
  competitionPlayers,
  compositionLogs,
  meetingConfirmations,
  meetings,
  memberAbsences,
  members,
  teams,
} from '../../db/schema.ts';
import { requireTeam } from './feeds.ts';
import { currentSeasonOf } from './season.ts';

const captain = alias(members, 'captain');

/** The club's teams of its current season. */
export async function listTeams(db: Db, clubId: number): Promise<Team[]> {
  const rows = await db
    .select({ team: teams, first: captain.firstName, last: captain.lastName })
    .from(teams)
    .leftJoin(captain, eq(captain.id, teams.captainMemberId))
    .where(and(eq(teams.clubId, clubId), sql`${teams.season} = ${currentSeasonOf(clubId)}`))
    .orderBy(asc(teams.sport), asc(teams.name));
  return rows.map(({ team: t, first, last }) => ({
    id: t.id,
    team: t.name,
    teamDescription: t.description,
    division: t.division,
    sport: t.sport,
    captain: t.captainMemberId ?? 0,
    captainName: first === null ? '' : `${first} ${last}`,
    nrOfPlayersPerTeam: t.playersPerTeam,
    startPlayerIndex: t.startPlayerIndex,
  }));
}

/** Every active competition player of the team's sport; the app narrows by start index. */
export async function listAvailablePlayers(db: Db, clubId: number, teamId: number): Promise<AvailableTeamPlayer[]> {
  const team = await requireTeam(db, clubId, teamId);
  const rows = await db
    .select({ p: competitionPlayers, first: members.firstName, last: members.lastName })
    .from(competitionPlayers)
    .innerJoin(members, eq(members.id, competitionPlayers.memberId))
    .where(and(eq(competitionPlayers.clubId, clubId), eq(competitionPlayers.sport, team.sport), eq(members.memberState, 1)))
    .orderBy(asc(competitionPlayers.listNumber));
  return rows.map((r) => ({
    id: r.p.memberId,
    listNumber: r.p.listNumber,
    indexNumber: r.p.indexNumber,
    playerName: `${r.first} ${r.last}`,
  }));
}

export async function listCompositionLog(db: Db, clubId: number, meetingId: number) {
  const rows = await db
    .select()
    .from(compositionLogs)
    .where(and(eq(compositionLogs.clubId, clubId), eq(compositionLogs.meetingId, meetingId)))
    .orderBy(desc(compositionLogs.logDate), desc(compositionLogs.id));
  return rows.map((r) => ({ member: r.member, modification: r.modification, logDate: r.logDate.toISOString(), userName: r.userName }));
}

export async function listAbsenceReasons(db: Db, clubId: number) {
  return db
    .select({ id: absenceReasons.id, description: absenceReasons.description })
    .from(absenceReasons)
    .where(eq(absenceReasons.clubId, clubId))
    .orderBy(asc(absenceReasons.id));
}

/**
 * A member's absences from today on: one entry per day of a reported period (so the app can match
 * a meeting's date; option 0: not given through a confirmation option) and one per denied meeting.
 */
export async function listAbsences(db: Db, clubId: number, memberId: number, now: Date): Promise<MemberAbsence[]> {
  const today = brusselsClock(now).date;
  const periods = await db
    .select({ from: memberAbsences.dateFrom, to: memberAbsences.dateTo, remark: memberAbsences.remark, reason: absenceReasons.description })
    .from(memberAbsences)
    .leftJoin(absenceReasons, eq(absenceReasons.id, memberAbsences.reasonId))
    .where(and(eq(memberAbsences.clubId, clubId), eq(memberAbsences.memberId, memberId), gte(memberAbsences.dateTo, today)));
  const denials = await db
    .select({ date: meetings.playDate, remark: meetingConfirmations.remarks, option: meetingConfirmations.optionNumber })
    .from(meetingConfirmations)
    .innerJoin(meetings, eq(meetings.id, meetingConfirmations.meetingId))
    .where(
      and(
        eq(meetingConfirmations.clubId, clubId),
        eq(meetingConfirmations.memberId, memberId),
        eq(meetingConfirmations.participate, 0),
        gte(meetings.playDate, today),
      ),
    );
  return [
    ...periods.flatMap((p) =>
      daysOf(p.from < today ? today : p.from, p.to).map((day) => ({
        dateFrom: day,
        remark: [p.reason, p.remark].filter(Boolean).join(': '),
        confirmationOption: 0,
      })),
    ),
    ...denials.map((d) => ({ dateFrom: d.date, remark: d.remark, confirmationOption: d.option })),
  ].sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
}

/** Every day from..to inclusive, at most a year of them. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length < 366; d = addDays(d, 1)) days.push(d);
  return days;
}
