import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { TrainingPresence, TrainingPresences } from '@clubhuis/contract/entities/training';
import { fitsExtraSelection } from '@clubhuis/contract/rules/training';
import type { Db } from '../../db/client.ts';
import { appConfig, members, trainingPresences, trainingReservations, trainings } from '../../db/schema.ts';
import { momentById } from './momentQueries.ts';
import type { MomentRow } from './trainingAccess.ts';

const p = trainingPresences;
const r = trainingReservations;

/**
 * The presence list in a fixed number of statements: the moment, the people (active members of the
 * training's group plus those added with 'Traint mee'), and while open the 'Traint mee' candidates.
 */
export async function presencesOf(db: Db, m: MomentRow, now: string): Promise<TrainingPresences> {
  const moment = await momentById(db, m.id, now);
  const key = `${m.trainingDate} ${m.startTime}`;
  const at = sql`e.training_date::text || ' ' || e.start_time`;
  // Confirmed (held) earlier moments of this training since the member was last present there.
  const eventsAgo = sql<number>`(select count(*)::int from training_moments e
    where e.training_id = ${m.trainingId} and e.status = 2 and ${at} < ${key}
      and ${at} > coalesce((select max(x.training_date::text || ' ' || x.start_time) from training_moments x
        join training_presences xp on xp.moment_id = x.id and xp.member_id = ${members.id} and xp.presence = 1
        where x.training_id = ${m.trainingId} and x.training_date::text || ' ' || x.start_time < ${key}), ''))`;
  const groups = sql<string>`(select coalesce(string_agg(tg.name, ', ' order by tg.name), '') from training_group_members g2
    join training_groups tg on tg.id = g2.group_id where g2.member_id = ${members.id})`;
  const inGroup = sql`exists (select 1 from training_group_members g join ${trainings} t on t.group_id = g.group_id
    where t.id = ${m.trainingId} and g.member_id = ${members.id})`;
  const rows = await db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      presence: p.presence,
      extra: p.extra,
      reserved: r.reserved,
      remark: r.remark,
      groups,
      eventsAgo,
    })
    .from(members)
    .leftJoin(p, and(eq(p.momentId, m.id), eq(p.memberId, members.id)))
    .leftJoin(r, and(eq(r.momentId, m.id), eq(r.memberId, members.id)))
    .where(and(eq(members.clubId, m.clubId), or(isNotNull(p.memberId), and(eq(members.memberState, 1), inGroup))))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
  const presences: TrainingPresence[] = rows.map((x) => ({
    memberId: x.memberId,
    memberName: `${x.firstName} ${x.lastName}`,
    presence: (x.presence ?? -1) as -1 | 0 | 1,
    trainingGroup: x.groups,
    nrOfEventsAgo: x.eventsAgo,
    reserved: (x.reserved ?? 0) as -1 | 0 | 1,
    remark: x.remark ?? '',
    extra: x.extra ?? false,
  }));
  const candidates = moment.trainingStatus < 2 ? await extraCandidates(db, m.clubId, new Set(rows.map((x) => x.memberId))) : [];
  return { moment, presences, candidates };
}

/** Members the 'Traint mee' selector offers, by the club's additionalTraineeSelection. */
async function extraCandidates(db: Db, clubId: number, listed: Set<number>) {
  const [config] = await db.select({ selection: appConfig.additionalTraineeSelection }).from(appConfig).where(eq(appConfig.clubId, clubId));
  const selection = config?.selection ?? 0;
  if (selection <= 0) return [];
  const rows = await db
    .select({ memberId: members.id, firstName: members.firstName, lastName: members.lastName, memberState: members.memberState, traineeState: members.traineeState })
    .from(members)
    .where(and(eq(members.clubId, clubId), inArray(members.memberState, [1, 2])))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
  return rows
    .filter((x) => !listed.has(x.memberId) && fitsExtraSelection(selection, x))
    .map((x) => ({ memberId: x.memberId, memberName: `${x.firstName} ${x.lastName}` }));
}

/** The club's selection rule for one member (null: unknown member of this club). */
export async function extraSelectionFits(db: Db, clubId: number, memberId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ memberState: members.memberState, traineeState: members.traineeState, selection: appConfig.additionalTraineeSelection })
    .from(members)
    .leftJoin(appConfig, eq(appConfig.clubId, members.clubId))
    .where(and(eq(members.id, memberId), eq(members.clubId, clubId)));
  if (!row) return null;
  return fitsExtraSelection(row.selection ?? 0, row);
}
