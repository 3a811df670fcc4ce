import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { weekdayDates } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { members, trainers, trainingGroupMembers, trainingGroups, trainingMoments, trainings } from '../../db/schema.ts';

/** The club's groups with their trainees and weekly trainings, in three statements. */
export async function listGroups(db: Db, clubId: number) {
  const [groups, trainees, schedules] = await Promise.all([
    db.select().from(trainingGroups).where(eq(trainingGroups.clubId, clubId)).orderBy(asc(trainingGroups.name)),
    db
      .select({ groupId: trainingGroupMembers.groupId, memberId: members.id, first: members.firstName, last: members.lastName })
      .from(trainingGroupMembers)
      .innerJoin(members, eq(members.id, trainingGroupMembers.memberId))
      .where(and(eq(trainingGroupMembers.clubId, clubId), eq(members.memberState, 1)))
      .orderBy(asc(members.lastName), asc(members.firstName)),
    db.select().from(trainings).where(eq(trainings.clubId, clubId)).orderBy(asc(trainings.id)),
  ]);
  return groups.map((g) => ({
    group: g,
    trainees: trainees.filter((t) => t.groupId === g.id).map((t) => ({ memberId: t.memberId, memberName: `${t.first} ${t.last}` })),
    trainings: schedules.filter((s) => s.groupId === g.id),
  }));
}

export async function lockGroup(tx: Db, clubId: number, groupId: number) {
  const [row] = await tx
    .select()
    .from(trainingGroups)
    .where(and(eq(trainingGroups.id, groupId), eq(trainingGroups.clubId, clubId)))
    .for('update');
  return row;
}

export async function insertGroup(tx: Db, clubId: number, name: string) {
  const [row] = await tx.insert(trainingGroups).values({ clubId, name }).returning();
  return row!;
}

export async function renameGroup(tx: Db, groupId: number, name: string) {
  await tx.update(trainingGroups).set({ name }).where(eq(trainingGroups.id, groupId));
}

/** The group's trainees become exactly these members; answers every member whose groups changed. */
export async function setGroupMembers(tx: Db, clubId: number, groupId: number, memberIds: number[]): Promise<number[]> {
  const before = (await tx.select({ id: trainingGroupMembers.memberId }).from(trainingGroupMembers).where(eq(trainingGroupMembers.groupId, groupId))).map((r) => r.id);
  await tx.delete(trainingGroupMembers).where(eq(trainingGroupMembers.groupId, groupId));
  if (memberIds.length > 0) await tx.insert(trainingGroupMembers).values(memberIds.map((memberId) => ({ clubId, groupId, memberId })));
  return [...new Set([...before, ...memberIds])];
}

/** Per member the names of its groups, as the members' own training-groups text shows them. */
export async function groupNamesOf(tx: Db, memberIds: number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx
    .select({ memberId: trainingGroupMembers.memberId, names: sql<string>`string_agg(${trainingGroups.name}, ', ' order by ${trainingGroups.name})` })
    .from(trainingGroupMembers)
    .innerJoin(trainingGroups, eq(trainingGroups.id, trainingGroupMembers.groupId))
    .where(inArray(trainingGroupMembers.memberId, memberIds))
    .groupBy(trainingGroupMembers.memberId);
  return new Map(memberIds.map((id) => [id, rows.find((r) => r.memberId === id)?.names ?? '']));
}

export interface ScheduleValues {
  groupId: number;
  title: string;
  description: string;
  weekday: number;
  startTime: string;
  endTime: string;
  dateFrom: string;
  dateTill: string;
  nrOfAssistents: number;
  trainerId: number | null;
  assistentIds: number[];
}

/** A weekly training of the group and its moments for the period, with trainer and assistants. */
export async function insertSchedule(tx: Db, clubId: number, groupName: string, v: ScheduleValues) {
  const [training] = await tx
    .insert(trainings)
    .values({ clubId, groupId: v.groupId, title: v.title, nrOfAssistents: v.nrOfAssistents, weekday: v.weekday, startTime: v.startTime, endTime: v.endTime, dateFrom: v.dateFrom, dateTill: v.dateTill })
    .returning();
  const dates = weekdayDates(v.dateFrom, v.dateTill, v.weekday);
  const [a1, a2, a3, a4, a5] = v.assistentIds;
  if (dates.length > 0) {
    await tx.insert(trainingMoments).values(
      dates.map((trainingDate) => ({
        clubId,
        trainingId: training!.id,
        trainingDate,
        startTime: v.startTime,
        endTime: v.endTime,
        title: v.title,
        calendarTitle: `${v.title} ${groupName}`,
        description: v.description,
        trainerId: v.trainerId,
        assistentId: a1 ?? null,
        assistent2Id: a2 ?? null,
        assistent3Id: a3 ?? null,
        assistent4Id: a4 ?? null,
        assistent5Id: a5 ?? null,
        status: 1,
      })),
    );
  }
  return { training: training!, created: dates.length };
}

/** The club's trainers (trainerId of accounts), made from members. */
export async function listTrainers(db: Db, clubId: number) {
  return db.select().from(trainers).where(eq(trainers.clubId, clubId)).orderBy(asc(trainers.name));
}

export async function insertTrainer(tx: Db, clubId: number, memberId: number, name: string) {
  const [row] = await tx.insert(trainers).values({ clubId, memberId, name }).returning();
  return row!;
}
