// What the individual screens' calls answer for a login's week (issue 30): 'Mijn week' must list the
// same. Used by modules/home/myWeek.api.test.ts.
import { asc, eq } from 'drizzle-orm';
import type { ResponseOf } from '@clubhuis/contract/catalogue';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../db/client.ts';
import { userMembers, userRights, users } from '../db/schema.ts';
import type { ApiClient } from './apiClient.ts';

export type MyWeekAnswer = ResponseOf<'home/myWeek'>;

/** One line per thing: kind, id and member, so two children in one training are two lines. */
export const lineKey = (kind: string, id: number, memberId: number) => `${kind} ${id} ${memberId}`;

export async function accountOf(db: Db, email: string): Promise<{ memberIds: number[]; trainerId: number }> {
  const rows = await db
    .select({ memberId: userMembers.memberId, trainerId: userRights.trainerId })
    .from(users)
    .innerJoin(userRights, eq(userRights.userId, users.id))
    .leftJoin(userMembers, eq(userMembers.userId, users.id))
    .where(eq(users.email, email))
    .orderBy(asc(userMembers.position));
  return { memberIds: rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])), trainerId: rows[0]?.trainerId ?? 0 };
}

/**
 * The lines the screens show for the days from..until: /teams (coming, 'Enkel mijn ploegen' per member),
 * the trainee's trainings still to come, the trainer's open trainings (and last week's to confirm), the
 * reservations, the camp trainer's days and the league poule's play date of the running period.
 */
export async function screenLines(t: ApiClient, jwt: string, account: { memberIds: number[]; trainerId: number }, week: MyWeekAnswer): Promise<string[]> {
  const { from, until } = week;
  const inWeek = (date: string) => date >= from && date <= until;
  const clock = brusselsClock(new Date());
  const now = `${clock.date} ${clock.time}`;
  const lines: string[] = [];
  for (const memberId of account.memberIds) {
    const meetings = (await t.post('teamcomposition/list', { jwt, when: 'coming', member_id: memberId })).json;
    for (const m of meetings) if (inWeek(m.playDate)) lines.push(lineKey('meeting', m.id, memberId));
    const trainings = (await t.post('training/getTraineeMomentList', { jwt, trainee_id: memberId })).json.data ?? [];
    for (const m of trainings) if (inWeek(m.startTime.slice(0, 10)) && m.endTime > now) lines.push(lineKey('training', m.eventId, memberId));
    const camp = await t.post('sportscamp/trainerPresenceList', { jwt, trainerId: memberId });
    if (camp.status === 200) for (const d of camp.json) if (inWeek(d.campDate)) lines.push(lineKey('campDay', Number(d.ids), memberId));
    const leagues = (await t.post('league/list.php', { jwt })).json;
    for (const league of leagues) {
      const info = (await t.post('league/information.php', { jwt, leagueid: league.leagueId, memberid: memberId })).json;
      for (const p of info.participations) {
        if (p.serieStatus === 2 && p.pouleStatus < 9 && p.poulePlayerStatus !== 9 && inWeek(p.playDate)) lines.push(lineKey('leaguePlayDate', p.pouleId, memberId));
      }
    }
  }
  if (account.memberIds.length > 0) {
    const reservations = (await t.post('reservation/list.php', { jwt, member_ids: account.memberIds })).json;
    for (const r of reservations) if (inWeek(r.playDate)) lines.push(lineKey('playMoment', r.eventId, r.memberId));
  }
  if (account.trainerId > 0) {
    const moments = (await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt })).json.data ?? [];
    const lastWeek = addDays(from, -7);
    for (const m of moments) {
      const date = m.startTime.slice(0, 10);
      const open = m.trainingStatus < 2;
      if (open && (inWeek(date) || (date >= lastWeek && date < from && m.trainingStatus === 0))) lines.push(lineKey('trainerTraining', m.eventId, 0));
    }
  }
  return lines.sort();
}
