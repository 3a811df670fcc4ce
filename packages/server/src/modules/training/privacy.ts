import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { traineeObjectives, trainingGroupMembers, trainingReservations } from '../../db/schema.ts';

/** Objectives, group places and the remarks with answers go; presences stay as counts. */
export async function eraseTrainingData(tx: Db, memberId: number): Promise<void> {
  await tx.delete(traineeObjectives).where(eq(traineeObjectives.memberId, memberId));
  await tx.delete(trainingGroupMembers).where(eq(trainingGroupMembers.memberId, memberId));
  await tx.update(trainingReservations).set({ remark: '' }).where(eq(trainingReservations.memberId, memberId));
}
