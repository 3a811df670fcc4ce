import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { MemberCard } from '@clubhuis/contract/entities/members';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';

type MemberRow = typeof members.$inferSelect;

function toCard(m: MemberRow): MemberCard {
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
    traineeState: m.traineeState,
    trainingGroups: m.trainingGroups,
    traineeRemark: m.traineeRemark,
    traineeRemarkColor: m.traineeRemarkColor,
    // Objectives arrive with the training area.
    achievedObjectives: [],
    currentObjectives: [],
  };
}

export async function listActiveMembers(db: Db, clubId: number): Promise<MemberCard[]> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.memberState, 1)))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return rows.map(toCard);
}

/** Active members in training (traineeState > 0), for the trainers' directory. */
export async function listTrainees(db: Db, clubId: number): Promise<MemberCard[]> {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.memberState, 1), gt(members.traineeState, 0)))
    .orderBy(asc(members.lastName), asc(members.firstName));
  return rows.map(toCard);
}

/** Members by id in the order asked (the first linked member is the default selection). */
export async function listMembersById(db: Db, clubId: number, ids: number[]): Promise<MemberCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), inArray(members.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}
