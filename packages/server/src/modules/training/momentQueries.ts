import { and, asc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { addDays } from '@clubhuis/contract/rules/clock';
import { effectiveStatus, TRAINING_WINDOW_DAYS_AHEAD, TRAINING_WINDOW_DAYS_BACK } from '@clubhuis/contract/rules/training';
import type { Db } from '../../db/client.ts';
import { trainingGroups, trainingMoments, trainings } from '../../db/schema.ts';
import { startOf, endOf, type MomentRow } from './trainingAccess.ts';
import { trainingText } from './messages.ts';

const tm = trainingMoments;

/** Active group members whose presence is not ticked yet (no row, or -1). */
const toBeConfirmed = sql<number>`(
  select count(*)::int from training_group_members g
  join members mm on mm.id = g.member_id and mm.member_state = 1
  where g.group_id = ${trainings.groupId}
    and not exists (select 1 from training_presences p where p.moment_id = ${tm.id} and p.member_id = g.member_id and p.presence in (0, 1))
)`;

const columns = { row: tm, groupName: trainingGroups.name, nrOfAssistents: trainings.nrOfAssistents, toBeConfirmed };

type Selected = { row: MomentRow; groupName: string; nrOfAssistents: number; toBeConfirmed: number };

/** 'di 24/11 18:00 - 19:30' */
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

/** One statement: the moments this trainer gives or assists within the window around today. */
export async function listTrainerMoments(db: Db, clubId: number, trainerId: number, today: string, now: string): Promise<TrainingMoment[]> {
  const rows = await selectMoments(
    db,
    and(
      eq(tm.clubId, clubId),
      gte(tm.trainingDate, addDays(today, -TRAINING_WINDOW_DAYS_BACK)),
      lte(tm.trainingDate, addDays(today, TRAINING_WINDOW_DAYS_AHEAD)),
      or(
        eq(tm.trainerId, trainerId),
        eq(tm.assistentId, trainerId),
        eq(tm.assistent2Id, trainerId),
        eq(tm.assistent3Id, trainerId),
        eq(tm.assistent4Id, trainerId),
        eq(tm.assistent5Id, trainerId),
      ),
    ),
  );
  return rows.map((r) => toMoment(r, now));
}

export async function momentById(db: Db, eventId: number, now: string): Promise<TrainingMoment> {
  const [row] = await selectMoments(db, eq(tm.id, eventId));
  return toMoment(row!, now);
}
