import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { addDays } from '@clubhuis/contract/rules/clock';
import { effectiveStatus, TRAINING_WINDOW_DAYS_AHEAD, TRAINING_WINDOW_DAYS_BACK } from '@clubhuis/contract/rules/training';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/preparedPer.ts';
import { trainingGroups, trainingMoments, trainings } from '../../db/schema.ts';
import { startOf, endOf, type MomentRow } from './trainingAccess.ts';
import { trainingText } from './messages.ts';
import { jsonList, momentOrder, momentTextParams, trainerMomentFields } from './momentJson.ts';

const tm = trainingMoments;

/**
 * Active group members whose presence is not ticked yet (no row, or -1). The group's members lead
 * (its index) and each one's state is a key lookup: without statistics (a new database) PostgreSQL
 * otherwise scans all members once per moment.
 */
const toBeConfirmed = sql<number>`(
  select count(*)::int from training_group_members g
  where g.group_id = ${trainings.groupId}
    and (select mm.member_state from members mm where mm.id = g.member_id) = 1
    and not exists (select 1 from training_presences p where p.moment_id = ${tm.id} and p.member_id = g.member_id and p.presence in (0, 1))
)`;

const columns = { row: tm, groupName: trainingGroups.name, nrOfAssistents: trainings.nrOfAssistents, toBeConfirmed };

type Selected = { row: MomentRow; groupName: string; nrOfAssistents: number; toBeConfirmed: number };

/** 'di 24/11 18:00 - 19:30' ('mar. 24/11 18:00 - 19:30' in French). */
export function momentLine(m: { trainingDate: string; startTime: string; endTime: string }): string {
  const d = new Date(`${m.trainingDate}T00:00:00Z`);
  const day = trainingText.weekdays[d.getUTCDay()];
  return `${day} ${m.trainingDate.slice(8, 10)}/${m.trainingDate.slice(5, 7)} ${m.startTime} - ${m.endTime}`;
}

export function toMoment(s: Selected, now: string): TrainingMoment {
  const m = s.row;
  const status = effectiveStatus(m.status, startOf(m), now);
  return {
    eventId: m.id,
    title: m.title,
    moment: momentLine(m),
    calendarTitle: m.calendarTitle,
    description: m.description,
    startTime: startOf(m),
    endTime: endOf(m),
    trainerId: m.trainerId ?? 0,
    nrOfAssistents: s.nrOfAssistents,
    assistentId: m.assistentId ?? 0,
    assistent2Id: m.assistent2Id ?? 0,
    assistent3Id: m.assistent3Id ?? 0,
    assistent4Id: m.assistent4Id ?? 0,
    assistent5Id: m.assistent5Id ?? 0,
    trainingId: m.trainingId,
    trainingGroup: s.groupName,
    trainingStatus: status,
    trainingStatusDescription: trainingText.statusDescriptions[status]!,
    trainingMergeId: m.mergeId ?? 0,
    trainingRemark: m.remark,
    toBeConfirmed: s.toBeConfirmed,
  };
}

function selectMoments(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(tm)
    .innerJoin(trainings, eq(trainings.id, tm.trainingId))
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainings.groupId))
    .where(where)
    .orderBy(asc(tm.trainingDate), asc(tm.startTime), asc(tm.id));
}

/** The moments this trainer gives or assists within a window of dates, as TrainingMoment JSON: one prepared statement. */
const trainerMomentsOf = preparedPer((db) =>
  db
    .select({ json: jsonList(trainerMomentFields(sql.placeholder('now'), toBeConfirmed), momentOrder) })
    .from(tm)
    .innerJoin(trainings, eq(trainings.id, tm.trainingId))
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainings.groupId))
    .where(
      and(
        eq(tm.clubId, sql.placeholder('clubId')),
        gte(tm.trainingDate, sql.placeholder('from')),
        lte(tm.trainingDate, sql.placeholder('till')),
        sql`${sql.placeholder('trainerId')}::int in (${tm.trainerId}, ${tm.assistentId}, ${tm.assistent2Id}, ${tm.assistent3Id}, ${tm.assistent4Id}, ${tm.assistent5Id})`,
      ),
    )
    .prepare('trainer_moments'),
);

/** The moments this trainer gives or assists within the window around today, as a JSON array's text. */
export async function listTrainerMoments(db: Db, clubId: number, trainerId: number, today: string, now: string): Promise<string> {
  const [row] = await trainerMomentsOf(db).execute({
    clubId,
    trainerId,
    from: addDays(today, -TRAINING_WINDOW_DAYS_BACK),
    till: addDays(today, TRAINING_WINDOW_DAYS_AHEAD),
    now,
    ...momentTextParams(),
  });
  return row!.json;
}

export async function momentById(db: Db, eventId: number, now: string): Promise<TrainingMoment> {
  const [row] = await selectMoments(db, eq(tm.id, eventId));
  return toMoment(row!, now);
}
