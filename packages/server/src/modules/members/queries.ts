import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MemberCard } from '@clubhuis/contract/entities/members';
import type { Db } from '../../db/client.ts';
import { intArray, preparedPer } from '../../db/preparedPer.ts';
import { members, traineeObjectives } from '../../db/schema.ts';

type MemberRow = typeof members.$inferSelect;

/**
 * Who reads a card decides its trainee fields: a trainer gets them all; a user reading its own
 * members gets their training groups and state (the app's 'Mijn trainingen' needs them) but not the
 * trainer's remark; anyone else reading the directory gets none of them.
 */
export type TraineeView = 'trainer' | 'own' | 'directory';

type Objectives = Map<number, (typeof traineeObjectives.$inferSelect)[]>;

/** The trainees' objectives (training's table), for trainers only: one statement for the whole list. */
async function objectivesOf(db: Db, ids: number[], view: TraineeView): Promise<Objectives> {
  const byMember: Objectives = new Map();
  if (view !== 'trainer' || ids.length === 0) return byMember;
  const rows = await db.select().from(traineeObjectives).where(inArray(traineeObjectives.memberId, ids)).orderBy(asc(traineeObjectives.id));
  for (const r of rows) byMember.set(r.memberId, [...(byMember.get(r.memberId) ?? []), r]);
  return byMember;
}

async function toCards(db: Db, rows: MemberRow[], view: TraineeView): Promise<MemberCard[]> {
  const objectives = await objectivesOf(db, rows.filter((r) => r.traineeState > 0).map((r) => r.id), view);
  return rows.map((r) => toCard(r, view, objectives.get(r.id) ?? []));
}

function toCard(m: MemberRow, view: TraineeView, objectives: (typeof traineeObjectives.$inferSelect)[]): MemberCard {
  const objective = (o: (typeof objectives)[number]) => ({ id: o.id, name: o.name, color: o.color });
  const groups = view !== 'directory';
  const remark = view === 'trainer';
  return {
    id: m.id,
    memberId: m.id,
    memberName: `${m.firstName} ${m.lastName}`,
    firstName: m.firstName,
    lastName: m.lastName,
    address: m.address,
    email: m.email,
    telephone: m.telephone,
    mobile: m.mobile,
    birthdate: m.birthdate ?? '',
    gender: m.gender,
    ranking: m.ranking,
    associationId: m.associationId,
    memberState: m.memberState,
    traineeState: groups ? m.traineeState : 0,
    trainingGroups: groups ? m.trainingGroups : '',
    traineeRemark: remark ? m.traineeRemark : '',
    traineeRemarkColor: remark ? m.traineeRemarkColor : '',
    // Only a trainer's view carries objectives (objectivesOf reads none for the others).
    achievedObjectives: objectives.filter((o) => o.achieved).map(objective),
    currentObjectives: objectives.filter((o) => !o.achieved).map(objective),
  };
}

export async function listActiveMembers(db: Db, clubId: number, view: TraineeView): Promise<MemberCard[]> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.memberState, 1)))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return toCards(db, rows, view);
}

/** Active members in training (traineeState > 0), for the trainers' directory. */
export async function listTrainees(db: Db, clubId: number): Promise<MemberCard[]> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.memberState, 1), gt(members.traineeState, 0)))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return toCards(db, rows, 'trainer');
}

/** Prepared once per database (`preparedPer`), the ids as one array (`intArray`). */
const membersByIdOf = preparedPer((db) =>
  db
    .select()
    .from(members)
    .where(and(eq(members.clubId, sql.placeholder('clubId')), sql`${members.id} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('members_by_id'),
);

/** Members by id in the order asked (the first linked member is the default selection). */
export async function listMembersById(db: Db, clubId: number, ids: number[], view: TraineeView): Promise<MemberCard[]> {
  if (ids.length === 0) return [];
  const rows = await membersByIdOf(db).execute({ clubId, ids: intArray(ids) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(db, ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  }), view);
}
