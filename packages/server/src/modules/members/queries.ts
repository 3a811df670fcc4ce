import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, preparedPer } from '../../db/preparedPer.ts';
import { members, traineeObjectives } from '../../db/schema.ts';

/**
 * Who reads a card decides its trainee fields: a trainer gets them all; a user reading its own
 * members gets their training groups and state (the app's 'Mijn trainingen' needs them) but not the
 * trainer's remark; anyone else reading the directory gets none of them.
 */
export type TraineeView = 'trainer' | 'own' | 'directory';

/**
 * A member card's fields in MemberCard's order, as PostgreSQL builds them: the view's privacy per field
 * (placeholders `groups`: not the directory; `trainer`: the trainer's view), so one statement text
 * serves every view. Objectives only in the trainer's view and only for members in training.
 */
const cardFields = sql`${members.id} as "id", ${members.id} as "memberId", ${members.firstName} || ' ' || ${members.lastName} as "memberName",
  ${members.firstName} as "firstName", ${members.lastName} as "lastName", ${members.address} as "address", ${members.email} as "email",
  ${members.telephone} as "telephone", ${members.mobile} as "mobile", coalesce(${members.birthdate}::text, '') as "birthdate",
  ${members.gender} as "gender", ${members.ranking} as "ranking", ${members.associationId} as "associationId", ${members.memberState} as "memberState",
  case when ${sql.placeholder('groups')}::boolean then ${members.traineeState} else 0 end as "traineeState",
  case when ${sql.placeholder('groups')}::boolean then ${members.trainingGroups} else '' end as "trainingGroups",
  case when ${sql.placeholder('trainer')}::boolean then ${members.traineeRemark} else '' end as "traineeRemark",
  case when ${sql.placeholder('trainer')}::boolean then ${members.traineeRemarkColor} else '' end as "traineeRemarkColor",
  ${objectives(true)} as "achievedObjectives", ${objectives(false)} as "currentObjectives"`;

function objectives(achieved: boolean) {
  const o = traineeObjectives;
  return sql`case when ${sql.placeholder('trainer')}::boolean and ${members.traineeState} > 0 then coalesce((
    select json_agg((select x from (select ${o.id} as "id", ${o.name} as "name", ${o.color} as "color") x) order by ${o.id})
    from ${o} where ${o.memberId} = ${members.id} and ${o.achieved} = ${achieved}), '[]') else '[]' end`;
}

/** The cards as a JSON array's text ('[]' when none), in `order`. */
const cards = (order: SQL) => sql<string>`coalesce(json_agg((select c from (select ${cardFields}) c) order by ${order}), '[]')::text`;

const byName = sql`${members.lastName}, ${members.firstName}, ${members.id}`;

/** Privacy placeholders of a view (see cardFields). */
const viewOf = (view: TraineeView) => ({ groups: view !== 'directory', trainer: view === 'trainer' });

/** Active members by name: the directory (allmembers) and, with `trainees`, those in training (traineeState > 0). */
const activeCardsOf = preparedPer((db) =>
  db
    .select({ json: cards(byName) })
    .from(members)
    .where(
      and(
        eq(members.clubId, sql.placeholder('clubId')),
        eq(members.memberState, 1),
        sql`(not ${sql.placeholder('trainees')}::boolean or ${members.traineeState} > 0)`,
      ),
    )
    .prepare('member_cards_active'),
);

/** Members by id in the order asked (the first linked member is the default selection); ids as one array. */
const cardsByIdOf = preparedPer((db) =>
  db
    .select({ json: cards(sql`array_position(${sql.placeholder('ids')}::int[], ${members.id})`) })
    .from(members)
    .where(and(eq(members.clubId, sql.placeholder('clubId')), sql`${members.id} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('member_cards_by_id'),
);

export async function listActiveMembers(db: Db, clubId: number, view: TraineeView): Promise<string> {
  const [row] = await activeCardsOf(db).execute({ clubId, trainees: false, ...viewOf(view) });
  return row!.json;
}

/** Active members in training (traineeState > 0), for the trainers' directory. */
export async function listTrainees(db: Db, clubId: number): Promise<string> {
  const [row] = await activeCardsOf(db).execute({ clubId, trainees: true, ...viewOf('trainer') });
  return row!.json;
}

/** Members by id (no repeats) in the order asked; ids not of this club are left out. */
export async function listMembersById(db: Db, clubId: number, ids: number[], view: TraineeView): Promise<string> {
  if (ids.length === 0) return '[]';
  const [row] = await cardsByIdOf(db).execute({ clubId, ids: intArray(ids), ...viewOf(view) });
  return row!.json;
}
