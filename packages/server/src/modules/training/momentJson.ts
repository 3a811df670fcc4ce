import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { trainingGroups, trainingMoments, trainings } from '../../db/schema.ts';
import { trainingText } from './messages.ts';

// The trainer's and the trainee's moment lists as JSON that PostgreSQL builds in the list's one
// statement (issue 29, first reads): the same fields, values and order as toMoment (momentQueries.ts)
// writes in JavaScript for one moment. trainingMoments.api.test.ts compares both answers.

const tm = trainingMoments;

/** 'yyyy-mm-dd hh:mm', as startOf / endOf write it (a date's text is ISO: the driver reads it the same way). */
const at = (time: SQLWrapper) => sql`(${tm.trainingDate}::text || ' ' || ${time})`;
export const startText = at(tm.startTime);
const endText = at(tm.endTime);

/**
 * effectiveStatus (contract rules/training.ts): open (below 2) is 0 once the start time is not after
 * `now`, else 1; 2 and above as stored. `now` is the caller's 'yyyy-mm-dd hh:mm' on the Brussels clock
 * (nowOf), compared as text byte by byte (collate "C") as JavaScript compares it.
 */
export const effectiveStatusSql = (now: Placeholder) =>
  sql`(case when ${tm.status} >= 2 then ${tm.status}::int when ${startText} collate "C" <= ${now}::text collate "C" then 0 else 1 end)`;

/**
 * The day abbreviations and status descriptions as one JSON parameter each, filled in per call in the
 * caller's language (issue 33): the prepared statement stays one text, messages.ts stays their home.
 */
const weekdays = sql`${sql.placeholder('weekdays')}::json`;
const descriptions = sql`${sql.placeholder('descriptions')}::json`;

/** The values of those two parameters in the current language: spread them into each execute of a list built here. */
export function momentTextParams(): { weekdays: string; descriptions: string } {
  return { weekdays: JSON.stringify(trainingText.weekdays), descriptions: JSON.stringify(trainingText.statusDescriptions) };
}

/** momentLine: 'di 24/11 18:00 - 19:30'. */
const momentLineSql = sql`(${weekdays} ->> extract(dow from ${tm.trainingDate})::int) || ' ' || substr(${tm.trainingDate}::text, 9, 2) || '/' || substr(${tm.trainingDate}::text, 6, 2) || ' ' || ${tm.startTime} || ' - ' || ${tm.endTime}`;

/** The fields both lists start with, in TrainingMoment's order up to the description. */
const head = sql`${tm.id} as "eventId", ${tm.title} as "title", ${momentLineSql} as "moment", ${tm.calendarTitle} as "calendarTitle", ${tm.description} as "description", ${startText} as "startTime", ${endText} as "endTime"`;

const status = (now: Placeholder) =>
  sql`${effectiveStatusSql(now)} as "trainingStatus", ${descriptions} ->> ${effectiveStatusSql(now)}::text as "trainingStatusDescription"`;

/** The list's order: date, start time, id. */
export const momentOrder = sql`${tm.trainingDate}, ${tm.startTime}, ${tm.id}`;

/**
 * An array of records as compact JSON text ('[]' when there are none): `fields` is a select list of
 * `value as "key"`, evaluated per row of the statement's from/where.
 */
export const jsonList = (fields: SQL, order: SQL) => sql<string>`coalesce(json_agg((select x from (select ${fields}) x) order by ${order}), '[]')::text`;

/** TrainingMoment's fields (toBeConfirmed given by the caller). */
export const trainerMomentFields = (now: Placeholder, toBeConfirmed: SQL) => sql`${head},
  coalesce(${tm.trainerId}, 0) as "trainerId", ${trainings.nrOfAssistents} as "nrOfAssistents",
  coalesce(${tm.assistentId}, 0) as "assistentId", coalesce(${tm.assistent2Id}, 0) as "assistent2Id",
  coalesce(${tm.assistent3Id}, 0) as "assistent3Id", coalesce(${tm.assistent4Id}, 0) as "assistent4Id",
  coalesce(${tm.assistent5Id}, 0) as "assistent5Id", ${tm.trainingId} as "trainingId", ${trainingGroups.name} as "trainingGroup",
  ${status(now)}, coalesce(${tm.mergeId}, 0) as "trainingMergeId", ${tm.remark} as "trainingRemark", ${toBeConfirmed} as "toBeConfirmed"`;

/** TraineeTrainingMoment's fields: the moment's, then the member's presence, answer and reason. */
export const traineeMomentFields = (now: Placeholder, memberId: Placeholder, presence: SQLWrapper, reserved: SQLWrapper, remark: SQLWrapper) => sql`${head},
  ${tm.trainingId} as "trainingId", ${trainingGroups.name} as "trainingGroup", ${status(now)},
  ${memberId}::int as "memberId", coalesce(${presence}, -1) as "presence", coalesce(${reserved}, 0) as "reserved", coalesce(${remark}, '') as "remark"`;
