import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  competitionPlayers,
  compositionLogs,
  meetingConfirmations,
  meetingPlayers,
  meetings,
  memberAbsences,
  members,
  teams,
} from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { lineUpChanges, lineUpVerdict } from './compositionVerdict.ts';
import { notifyLineUp } from './lineUpNotices.ts';
import { lockMeeting, requireComposer, userName, type LockedMeeting } from './meetingAccess.ts';
import { interclubText } from './messages.ts';

export interface LineUpInput {
  teamcalendar_id: number;
  players: number[];
  reserves: number[];
  remarks: string;
}

type Named = { id: number; name: string };

/** Saves a line-up in one transaction on the locked meeting; returns the stored verdict. */
export async function saveLineUp(db: Db, user: RequestUser, body: LineUpInput, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const m = await lockMeeting(tx, user.clubId, body.teamcalendar_id);
    await requireComposer(tx, user, m, now);
    if (body.players.length > m.team.playersPerTeam) throw new ApiError(400, interclubText.tooManyPlayers(m.team.playersPerTeam));
    const all = [...body.players, ...body.reserves];
    if (new Set(all).size !== all.length) throw new ApiError(400, interclubText.duplicatePlayer);
    const names = await activeNames(tx, user.clubId, all);
    const named = (field: string) => (id: number): Named => {
      const name = names.get(id);
      if (name === undefined) throw new ApiError(400, interclubText.unknownPlayer(field));
      return { id, name };
    };
    const players = body.players.map(named('players'));
    const reserves = body.reserves.map(named('reserves'));
    const verdict = lineUpVerdict({
      sport: m.team.sport,
      startPlayerIndex: m.team.startPlayerIndex,
      playersPerTeam: m.team.playersPerTeam,
      players,
      reserves,
      ...(await verdictFacts(tx, m, all, body.players)),
    });
    const before = await tx
      .select({ id: meetingPlayers.memberId, reserve: meetingPlayers.reserve, first: members.firstName, last: members.lastName })
      .from(meetingPlayers)
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(eq(meetingPlayers.meetingId, m.meeting.id))
      .orderBy(asc(meetingPlayers.position));
    await tx.delete(meetingPlayers).where(eq(meetingPlayers.meetingId, m.meeting.id));
    const rows = [
      ...players.map((p, i) => ({ memberId: p.id, reserve: false, position: i + 1 })),
      ...reserves.map((p, i) => ({ memberId: p.id, reserve: true, position: i + 1 })),
    ];
    if (rows.length) await tx.insert(meetingPlayers).values(rows.map((r) => ({ ...r, clubId: user.clubId, meetingId: m.meeting.id })));
    const remarks = body.remarks.trim();
    await tx
      .update(meetings)
      .set({ compositionError: verdict, compositionRemarks: remarks, releasedAt: now })
      .where(eq(meetings.id, m.meeting.id));
    const changes = lineUpChanges(
      before.map((b) => ({ id: b.id, name: `${b.first} ${b.last}`, reserve: b.reserve })),
      [...players.map((p) => ({ ...p, reserve: false })), ...reserves.map((p) => ({ ...p, reserve: true }))],
      remarks !== m.meeting.compositionRemarks,
    );
    const { name: who } = await userName(tx, user.userId);
    await tx.insert(compositionLogs).values(
      changes.map((c) => ({ clubId: user.clubId, meetingId: m.meeting.id, ...c, logDate: now, userName: who })),
    );
    await notifyLineUp(tx, user, m, before, rows.map((r) => ({ id: r.memberId, reserve: r.reserve })), now);
    return verdict;
  });
}

async function activeNames(tx: Db, clubId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: members.id, first: members.firstName, last: members.lastName })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.memberState, 1), inArray(members.id, ids)));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`]));
}

/** Index numbers, other line-ups the same week, and absences on the meeting's date. */
async function verdictFacts(tx: Db, m: LockedMeeting, all: number[], players: number[]) {
  if (all.length === 0) return { indexOf: new Map<number, number>(), otherTeamOf: new Map<number, string>(), absent: new Set<number>() };
  const { clubId, playDate } = m.meeting;
  const index = await tx
    .select({ id: competitionPlayers.memberId, index: competitionPlayers.indexNumber })
    .from(competitionPlayers)
    .where(and(eq(competitionPlayers.clubId, clubId), eq(competitionPlayers.sport, m.team.sport), inArray(competitionPlayers.memberId, all)));
  const others = players.length
    ? await tx
        .select({ id: meetingPlayers.memberId, team: teams.name })
        .from(meetingPlayers)
        .innerJoin(meetings, eq(meetings.id, meetingPlayers.meetingId))
        .innerJoin(teams, eq(teams.id, meetings.teamId))
        .where(
          and(
            eq(meetings.clubId, clubId),
            eq(meetings.week, m.meeting.week),
            ne(meetings.id, m.meeting.id),
            eq(teams.season, m.team.season),
            eq(teams.sport, m.team.sport),
            eq(meetingPlayers.reserve, false),
            inArray(meetingPlayers.memberId, players),
          ),
        )
    : [];
  const absences = await tx
    .select({ id: memberAbsences.memberId })
    .from(memberAbsences)
    .where(
      and(
        eq(memberAbsences.clubId, clubId),
        inArray(memberAbsences.memberId, all),
        lte(memberAbsences.dateFrom, playDate),
        gte(memberAbsences.dateTo, playDate),
      ),
    );
  const denied = await tx
    .select({ id: meetingConfirmations.memberId })
    .from(meetingConfirmations)
    .where(
      and(
        eq(meetingConfirmations.meetingId, m.meeting.id),
        eq(meetingConfirmations.participate, 0),
        inArray(meetingConfirmations.memberId, all),
      ),
    );
  return {
    indexOf: new Map(index.map((r) => [r.id, r.index])),
    otherTeamOf: new Map(others.map((r) => [r.id, r.team])),
    absent: new Set([...absences, ...denied].map((r) => r.id)),
  };
}
