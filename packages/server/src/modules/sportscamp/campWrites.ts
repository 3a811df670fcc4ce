import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { members, sportsCampGroups, sportsCampMaterials, sportsCampMoments, sportsCampSubscriptions, sportsCampTrainers, sportsCamps } from '../../db/schema.ts';

export type CampRow = typeof sportsCamps.$inferSelect;
export type ChildValues = Omit<typeof sportsCampSubscriptions.$inferInsert, 'id' | 'clubId' | 'campId' | 'groupId'>;

const daysOf = (from: string, till: string) => {
  const days: string[] = [];
  for (let d = from; d <= till; d = addDays(d, 1)) days.push(d);
  return days;
};

/**
 * The club's camps that end from `since` on (the screen shows this year's, not every camp ever), with
 * their groups (and how many children each) and trainers.
 */
export async function campsOverview(db: Db, clubId: number, since: string) {
  const camps = await db
    .select()
    .from(sportsCamps)
    .where(and(eq(sportsCamps.clubId, clubId), gte(sportsCamps.dateTill, since)))
    .orderBy(asc(sportsCamps.dateFrom));
  const campIds = camps.map((c) => c.id);
  if (campIds.length === 0) return [];
  const [groups, trainers] = await Promise.all([
    db
      .select({ g: sportsCampGroups, children: count(sportsCampSubscriptions.id) })
      .from(sportsCampGroups)
      .leftJoin(sportsCampSubscriptions, eq(sportsCampSubscriptions.groupId, sportsCampGroups.id))
      .where(inArray(sportsCampGroups.campId, campIds))
      .groupBy(sportsCampGroups.id)
      .orderBy(asc(sportsCampGroups.position), asc(sportsCampGroups.id)),
    db
      .select({ campId: sportsCampTrainers.campId, memberId: members.id, first: members.firstName, last: members.lastName })
      .from(sportsCampTrainers)
      .innerJoin(members, eq(members.id, sportsCampTrainers.memberId))
      .where(inArray(sportsCampTrainers.campId, campIds)),
  ]);
  return camps.map((camp) => ({
    camp,
    groups: groups.filter((g) => g.g.campId === camp.id).map((g) => ({ groupId: g.g.id, name: g.g.name, children: Number(g.children) })),
    trainers: trainers.filter((t) => t.campId === camp.id).map((t) => ({ memberId: t.memberId, memberName: `${t.first} ${t.last}` })),
  }));
}

export async function lockCamp(tx: Db, clubId: number, campId: number): Promise<CampRow | undefined> {
  const [row] = await tx
    .select()
    .from(sportsCamps)
    .where(and(eq(sportsCamps.id, campId), eq(sportsCamps.clubId, clubId)))
    .for('update');
  return row;
}

export async function insertCamp(tx: Db, clubId: number, values: { title: string; dateFrom: string; dateTill: string; responsible: string }) {
  const [row] = await tx.insert(sportsCamps).values({ clubId, ...values }).returning();
  return row!;
}

export async function updateCamp(tx: Db, campId: number, values: { title: string; responsible: string }) {
  const [row] = await tx.update(sportsCamps).set(values).where(eq(sportsCamps.id, campId)).returning();
  return row!;
}

/** New groups of a camp, each with a morning and an afternoon on every camp day; answers how many were new. */
export async function addGroups(tx: Db, camp: CampRow, names: string[]): Promise<number> {
  const existing = await tx.select({ name: sportsCampGroups.name }).from(sportsCampGroups).where(eq(sportsCampGroups.campId, camp.id));
  const fresh = names.filter((n) => !existing.some((e) => e.name === n));
  for (const [i, name] of fresh.entries()) {
    const [group] = await tx.insert(sportsCampGroups).values({ clubId: camp.clubId, campId: camp.id, name, position: existing.length + i }).returning();
    await tx.insert(sportsCampMoments).values(
      daysOf(camp.dateFrom, camp.dateTill).flatMap((campDate) => (['am', 'pm'] as const).map((ampm) => ({ clubId: camp.clubId, campId: camp.id, groupId: group!.id, campDate, ampm }))),
    );
  }
  return fresh.length;
}

/** The camp's trainers become these members. */
export async function setCampTrainers(tx: Db, camp: CampRow, memberIds: number[]): Promise<void> {
  await tx.delete(sportsCampTrainers).where(eq(sportsCampTrainers.campId, camp.id));
  if (memberIds.length) await tx.insert(sportsCampTrainers).values(memberIds.map((memberId) => ({ clubId: camp.clubId, campId: camp.id, memberId })));
}

export async function groupsOfCamp(tx: Db, campId: number) {
  return tx.select({ id: sportsCampGroups.id, name: sportsCampGroups.name }).from(sportsCampGroups).where(eq(sportsCampGroups.campId, campId));
}

export async function insertChildren(tx: Db, camp: CampRow, children: (ChildValues & { groupId: number })[]): Promise<void> {
  if (children.length) await tx.insert(sportsCampSubscriptions).values(children.map((c) => ({ ...c, clubId: camp.clubId, campId: camp.id })));
}

export async function saveMaterial(tx: Db, clubId: number, materialId: number, values: { description: string; stock: number; details: string; photo: string }) {
  if (materialId === 0) {
    const [row] = await tx.insert(sportsCampMaterials).values({ clubId, ...values }).returning({ id: sportsCampMaterials.id });
    return row?.id ?? 0;
  }
  const [row] = await tx
    .update(sportsCampMaterials)
    .set(values)
    .where(and(eq(sportsCampMaterials.id, materialId), eq(sportsCampMaterials.clubId, clubId)))
    .returning({ id: sportsCampMaterials.id });
  return row?.id ?? 0;
}
