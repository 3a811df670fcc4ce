import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';

/** The member fields club administration sets. */
export interface MemberValues {
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  birthdate: string | null;
  address: string;
  email: string;
  telephone: string;
  mobile: string;
  associationId: string;
  ranking: string;
}

export type MemberRow = typeof members.$inferSelect;

/** The member row locked for a change, or undefined when it is not this club's. */
export async function lockMember(tx: Db, clubId: number, memberId: number): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.clubId, clubId)))
    .for('update');
  return row;
}

export async function insertMember(tx: Db, clubId: number, values: MemberValues): Promise<MemberRow> {
  const [row] = await tx.insert(members).values({ clubId, ...values }).returning();
  return row!;
}

export async function updateMember(tx: Db, memberId: number, values: Partial<MemberValues> & { memberState?: number }): Promise<MemberRow> {
  const [row] = await tx.update(members).set(values).where(eq(members.id, memberId)).returning();
  return row!;
}

/** The members' own training-groups text and trainee state follow their groups (the menu reads them). */
export async function setTraineeGroups(tx: Db, groupsByMember: Map<number, string>): Promise<void> {
  for (const [memberId, names] of groupsByMember) {
    await tx.update(members).set({ trainingGroups: names, traineeState: names ? 1 : 0 }).where(eq(members.id, memberId));
  }
}
