import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { Db } from '../../db/client.ts';
import { intArray } from '../../db/preparedPer.ts';
import {
  icalFeeds,
  meetingConfirmations,
  meetingPlayers,
  meetings,
  members,
  teamPlayers,
  teams,
} from '../../db/schema.ts';
import { toMeeting, type LineUpRow, type MeetingRow } from './meetingMapper.ts';
import { currentSeasonOf } from './season.ts';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { COMING_WINDOW_DAYS, MEETING_PAGE_SIZE, type MeetingWhen } from '@clubhuis/contract/rules/interclub';

export interface MeetingScope {
  clubId: number;
  /** One meeting (teamcalendar id); else the club's current season. */
  meetingId?: number;
  teamId?: number;
  /** Meetings where this member is lined up or on the roster (personal feed). */
  memberId?: number;
  /** Meetings that concern this member (/teams 'only my teams'): also as captain or by an answer. */
  concerning?: number;
  /** Play dates from this day on (ISO date). */
  from?: string;
  /** Play dates up to this day; the answer then runs latest first, a page at a time. */
  until?: { date: string; page: number; pageSize: number };
}

const driver = alias(members, 'driver');

function scopeWhere(s: MeetingScope): SQL {
  const parts: SQL[] = [eq(meetings.clubId, s.clubId), eq(teams.clubId, s.clubId)];
  if (s.meetingId !== undefined) parts.push(eq(meetings.id, s.meetingId));
  else parts.push(sql`${teams.season} = ${currentSeasonOf(s.clubId)}`);
  if (s.teamId !== undefined) parts.push(eq(meetings.teamId, s.teamId));
  if (s.memberId !== undefined) {
    parts.push(sql`(exists (select 1 from ${meetingPlayers} where ${meetingPlayers.meetingId} = ${meetings.id} and ${meetingPlayers.memberId} = ${s.memberId})
      or exists (select 1 from ${teamPlayers} where ${teamPlayers.teamId} = ${meetings.teamId} and ${teamPlayers.memberId} = ${s.memberId}))`);
  }
  if (s.concerning !== undefined) {
    const m = s.concerning;
    parts.push(sql`(${teams.captainMemberId} = ${m}
      or exists (select 1 from ${teamPlayers} where ${teamPlayers.teamId} = ${meetings.teamId} and ${teamPlayers.memberId} = ${m})
      or exists (select 1 from ${meetingPlayers} where ${meetingPlayers.meetingId} = ${meetings.id} and ${meetingPlayers.memberId} = ${m})
      or exists (select 1 from ${meetingConfirmations} where ${meetingConfirmations.meetingId} = ${meetings.id} and ${meetingConfirmations.memberId} = ${m}))`);
  }
  if (s.from !== undefined) parts.push(gte(meetings.playDate, s.from));
  if (s.until !== undefined) parts.push(lte(meetings.playDate, s.until.date));
  return and(...parts)!;
}

/** The part of the season /teams shows: coming or done (a page), of one member's teams or all. */
export function screenScope(
  body: { when?: MeetingWhen; member_id?: number; page?: number },
  now: Date,
): Pick<MeetingScope, 'concerning' | 'from' | 'until'> {
  const today = brusselsClock(now).date;
  return {
    concerning: body.member_id,
    from: body.when === 'coming' ? addDays(today, -COMING_WINDOW_DAYS) : undefined,
    until: body.when === 'done' ? { date: today, page: body.page ?? 0, pageSize: MEETING_PAGE_SIZE } : undefined,
  };
}

/**
 * Meetings with their line-ups, confirmations and rosters in four statements, however many
 * meetings the season holds (the benchmark counts them).
 */
export async function listMeetings(db: Db, scope: MeetingScope, feedBase: string): Promise<Meeting[]> {
  const where = scopeWhere(scope);
  const query = db
    .select({
      meeting: meetings,
      team: teams,
      driverFirst: driver.firstName,
      driverLast: driver.lastName,
      feedToken: icalFeeds.token,
    })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .leftJoin(driver, eq(driver.id, meetings.driverMemberId))
    .leftJoin(icalFeeds, eq(icalFeeds.teamId, teams.id))
    .where(where)
    .$dynamic();
  const { until } = scope;
  const rows: MeetingRow[] = await (until
    ? query
        .orderBy(desc(meetings.playDate), desc(meetings.playTime), asc(teams.name), asc(meetings.id))
        .limit(until.pageSize)
        .offset(until.page * until.pageSize)
    : query.orderBy(asc(meetings.playDate), asc(meetings.playTime), asc(teams.name), asc(meetings.id)));
  if (rows.length === 0) return [];
  // The ids found above, as one array parameter: cheaper to plan than repeating the scope's joins.
  const ids = rows.map((r) => r.meeting.id);
  const inScope = (column: typeof meetingPlayers.meetingId | typeof meetingConfirmations.meetingId) =>
    sql`${column} = any(${intArray(ids)}::int[])`;
  const [lineUps, answers, rosters] = await Promise.all([
    db
      .select({
        meetingId: meetingPlayers.meetingId,
        memberId: meetingPlayers.memberId,
        reserve: meetingPlayers.reserve,
        firstName: members.firstName,
        lastName: members.lastName,
        ranking: members.ranking,
      })
      .from(meetingPlayers)
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(inScope(meetingPlayers.meetingId))
      .orderBy(asc(meetingPlayers.reserve), asc(meetingPlayers.position)),
    db
      .select({
        meetingId: meetingConfirmations.meetingId,
        memberId: meetingConfirmations.memberId,
        option: meetingConfirmations.optionNumber,
        participate: meetingConfirmations.participate,
        canDrive: meetingConfirmations.canDrive,
        remarks: meetingConfirmations.remarks,
        firstName: members.firstName,
        lastName: members.lastName,
      })
      .from(meetingConfirmations)
      .innerJoin(members, eq(members.id, meetingConfirmations.memberId))
      .where(inScope(meetingConfirmations.meetingId))
      .orderBy(asc(members.lastName), asc(members.firstName)),
    db
      .select({ teamId: teamPlayers.teamId, memberId: teamPlayers.memberId })
      .from(teamPlayers)
      .where(inArray(teamPlayers.teamId, [...new Set(rows.map((r) => r.team.id))]))
      .orderBy(asc(teamPlayers.position)),
  ]);
  const lineUpOf = groupBy(lineUps as LineUpRow[], (x) => x.meetingId);
  const answersOf = groupBy(answers, (x) => x.meetingId);
  const rosterOf = groupBy(rosters, (x) => x.teamId);
  return rows.map((row) =>
    toMeeting(row, {
      lineUp: lineUpOf.get(row.meeting.id) ?? [],
      answers: answersOf.get(row.meeting.id) ?? [],
      roster: (rosterOf.get(row.team.id) ?? []).map((r) => r.memberId),
      feedBase,
    }),
  );
}

export async function getMeeting(db: Db, clubId: number, meetingId: number, feedBase: string): Promise<Meeting | undefined> {
  const [meeting] = await listMeetings(db, { clubId, meetingId }, feedBase);
  return meeting;
}

function groupBy<T>(list: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of list) {
    const group = map.get(key(item));
    if (group) group.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}
