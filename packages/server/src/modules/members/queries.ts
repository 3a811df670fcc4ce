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
 * A member card's fields in MemberCard's order, as PostgreSQL builds them, with the view's privacy per
 * field written into the text (`groups`: not the directory; `trainer`: the trainer's view). Literals,
 * not parameters: with boolean parameters PostgreSQL planned the statement anew on every call (a
 * custom plan folds them), which cost more than running it. Objectives only in the trainer's view and
 * only for members in training.
 */
function cardFields(view: TraineeView): SQL {
  const groups = sql.raw(String(view !== 'directory'));
  const trainer = sql.raw(String(view === 'trainer'));
  return sql`${members.id} as "id", ${members.id} as "memberId", ${members.firstName} || ' ' || ${members.lastName} as "memberName",
  ${members.firstName} as "firstName", ${members.lastName} as "lastName", ${members.address} as "address", ${members.email} as "email",
  ${members.telephone} as "telephone", ${members.mobile} as "mobile", coalesce(${members.birthdate}::text, '') as "birthdate",
  ${members.gender} as "gender", ${members.ranking} as "ranking", ${members.associationId} as "associationId", ${members.memberState} as "memberState",
  case when ${groups} then ${members.traineeState} else 0 end as "traineeState",
  case when ${groups} then ${members.trainingGroups} else '' end as "trainingGroups",
  case when ${trainer} then ${members.traineeRemark} else '' end as "traineeRemark",
  case when ${trainer} then ${members.traineeRemarkColor} else '' end as "traineeRemarkColor",
  ${objectives(trainer, true)} as "achievedObjectives", ${objectives(trainer, false)} as "currentObjectives"`;
}

function objectives(trainer: SQL, achieved: boolean) {
  const o = traineeObjectives;
  return sql`case when ${trainer} and ${members.traineeState} > 0 then coalesce((
    select json_agg((select x from (select ${o.id} as "id", ${o.name} as "name", ${o.color} as "color") x) order by ${o.id})
    from ${o} where ${o.memberId} = ${members.id} and ${o.achieved} = ${sql.raw(String(achieved))}), '[]') else '[]' end`;
}

/** The cards as a JSON array's text ('[]' when none), in `order`. */
const cards = (view: TraineeView, order: SQL) => sql<string>`coalesce(json_agg((select c from (select ${cardFields(view)}) c) order by ${order}), '[]')::text`;

const byName = sql`${members.lastName}, ${members.firstName}, ${members.id}`;

const VIEWS: TraineeView[] = ['trainer', 'own', 'directory'];

/** One prepared statement per view (and per list), each with its own name. */
function perView<T>(build: (db: Db, view: TraineeView) => T): (db: Db, view: TraineeView) => T {
  const prepared = new Map(VIEWS.map((view) => [view, preparedPer((db) => build(db, view))]));
  return (db, view) => prepared.get(view)!(db);
}

/** Active members by name: the directory (allmembers). */
const activeCardsOf = perView((db, view) =>
  db
    .select({ json: cards(view, byName) })
    .from(members)
    .where(and(eq(members.clubId, sql.placeholder('clubId')), eq(members.memberState, 1)))
    .prepare(`member_cards_active_${view}`),
);

/** Active members in training (traineeState > 0), in the trainer's view. */
const traineeCardsOf = preparedPer((db) =>
  db
    .select({ json: cards('trainer', byName) })
    .from(members)
    .where(and(eq(members.clubId, sql.placeholder('clubId')), eq(members.memberState, 1), sql`${members.traineeState} > 0`))
    .prepare('member_cards_trainees'),
);

/** Members by id in the order asked (the first linked member is the default selection); ids as one array. */
const cardsByIdOf = perView((db, view) =>
  db
    .select({ json: cards(view, sql`array_position(${sql.placeholder('ids')}::int[], ${members.id})`) })
    .from(members)
    .where(and(eq(members.clubId, sql.placeholder('clubId')), sql`${members.id} = any(${sql.placeholder('ids')}::int[])`))
    .prepare(`member_cards_by_id_${view}`),
);

export async function listActiveMembers(db: Db, clubId: number, view: TraineeView): Promise<string> {
  const [row] = await activeCardsOf(db, view).execute({ clubId });
  return row!.json;
}

/** Active members in training (traineeState > 0), for the trainers' directory. */
export async function listTrainees(db: Db, clubId: number): Promise<string> {
  const [row] = await traineeCardsOf(db).execute({ clubId });
  return row!.json;
}

/** Members by id (no repeats) in the order asked; ids not of this club are left out. */
export async function listMembersById(db: Db, clubId: number, ids: number[], view: TraineeView): Promise<string> {
  if (ids.length === 0) return '[]';
  const [row] = await cardsByIdOf(db, view).execute({ clubId, ids: intArray(ids) });
  return row!.json;
}
