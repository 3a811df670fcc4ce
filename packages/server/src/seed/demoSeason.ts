import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  absenceReasons,
  competitionPlayers,
  compositionLogs,
  icalFeeds,
  meetingConfirmations,
  meetingPlayers,
  meetings,
  memberAbsences,
  members,
  teamPlayers,
  teams,
} from '../db/schema.ts';
import { fullName, padelList, tableTennisList, type ListedPlayer } from './demoSeasonPlayers.ts';
import { demoAbsences, teamPlans } from './demoSeasonPlans.ts';
import { releaseMoment, teamMeetings } from './demoSeasonMeetings.ts';
import { seasonNameOf } from '../adapters/tabt/tabtSite.ts';
import { seedDemoYouthTeam } from './demoYouthTeam.ts';

const REASONS = ['Ziek', 'Geblesseerd', 'Op vakantie', 'Werk', 'Andere'];


/**
 * The demo club's interclub season around today (Brussels date): 8 teams of 22 weeks, team A playing
 * today (week 10), and the youth team (demoYouthTeam.ts). Deterministic apart from the calendar feed
 * tokens, which must stay unguessable.
 */
export async function seedDemoSeason(db: Db, clubId: number, today: string): Promise<void> {
  const all = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      ranking: members.ranking,
      memberState: members.memberState,
      trainingGroups: members.trainingGroups,
    })
    .from(members)
    .where(eq(members.clubId, clubId))
    .orderBy(members.id);
  const tt = tableTennisList(all);
  const padel = padelList(all, tt);
  const plans = teamPlans(tt, padel);
  const absences = demoAbsences(plans, today);

  const reasons = await db
    .insert(absenceReasons)
    .values(REASONS.map((description) => ({ clubId, description })))
    .returning({ id: absenceReasons.id, description: absenceReasons.description });
  const reasonId = new Map(reasons.map((r) => [r.description, r.id]));
  await db.insert(memberAbsences).values(
    absences.map((a) => ({
      clubId,
      memberId: a.memberId,
      dateFrom: a.from,
      dateTo: a.to,
      reasonId: reasonId.get(a.reason)!,
      remark: a.remark,
    })),
  );

  const listed = (sport: 'tabletennis' | 'padel', list: ListedPlayer[]) =>
    list.map((p) => ({ clubId, sport, memberId: p.member.id, listNumber: p.index, indexNumber: p.index, ranking: sport === 'padel' ? padelLevel(p.index) : '' }));
  await db.insert(competitionPlayers).values([...listed('tabletennis', tt), ...listed('padel', padel)]);

  const season = seasonNameOf(today);
  const teamRows = await db
    .insert(teams)
    .values(
      plans.map(({ def, captain }) => ({
        clubId,
        season,
        sport: def.sport,
        name: def.name,
        description: def.description,
        division: def.division,
        captainMemberId: captain.id,
        playersPerTeam: 4,
        startPlayerIndex: def.startPlayerIndex,
        letter: def.letter,
        divisionId: def.divisionId,
      })),
    )
    .returning({ id: teams.id, name: teams.name });
  const teamIds = plans.map((p) => teamRows.find((t) => t.name === p.def.name)!.id);
  await db.insert(teamPlayers).values(
    plans.flatMap((p) =>
      p.roster.map((r, position) => ({ clubId, teamId: teamIds[p.teamIndex]!, memberId: r.member.id, position })),
    ),
  );

  const planned = plans.flatMap((p) => teamMeetings(p, today, absences));
  const meetingRows = await db
    .insert(meetings)
    .values(planned.map((m) => ({ ...m.row, clubId, teamId: teamIds[m.teamIndex]! })))
    .returning({ id: meetings.id, teamId: meetings.teamId, week: meetings.week });
  const meetingId = new Map(meetingRows.map((r) => [`${r.teamId}/${r.week}`, r.id]));
  const idOf = (m: (typeof planned)[number]) => meetingId.get(`${teamIds[m.teamIndex]}/${m.row.week}`)!;

  const composed = planned.filter((m) => m.lineup.length > 0);
  await db.insert(meetingPlayers).values(
    composed.flatMap((m) =>
      m.lineup.map((memberId, i) => ({ clubId, meetingId: idOf(m), memberId, reserve: false, position: i + 1 })),
    ),
  );
  await db.insert(compositionLogs).values(
    composed.map((m) => ({
      clubId,
      meetingId: idOf(m),
      member: '',
      modification: 'Opstelling vrijgegeven',
      logDate: m.row.releasedAt!,
      userName: fullName(plans[m.teamIndex]!.captain),
    })),
  );
  await db.insert(meetingConfirmations).values(
    planned.flatMap((m) =>
      m.confirmations.map((c) => ({
        clubId,
        meetingId: idOf(m),
        ...c,
        updatedAt: m.row.releasedAt ?? releaseMoment(m.row.playDate, today),
      })),
    ),
  );

  // Tokens are the one random part: a feed URL must not be guessable, not even in the demo.
  const token = () => randomBytes(18).toString('base64url');
  await db.insert(icalFeeds).values([
    ...teamIds.map((teamId) => ({ clubId, token: token(), teamId })),
    ...all.filter((m) => m.memberState === 1).map((m) => ({ clubId, token: token(), memberId: m.id })),
  ]);
  await seedDemoYouthTeam(db, clubId, today, season);
}

/** Padel's P-levels down the club's list: the strongest pairs play P300, the newcomers P50. */
function padelLevel(index: number): string {
  return index <= 2 ? 'P300' : index <= 5 ? 'P200' : index <= 10 ? 'P100' : 'P50';
}
