import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerMomentReservations } from '../../db/schema.ts';

/** The remarks with reservations go; reservations and presences stay as counts. */
export async function erasePlayerMomentData(tx: Db, memberId: number): Promise<void> {
  await tx.update(playerMomentReservations).set({ remark: '' }).where(eq(playerMomentReservations.memberId, memberId));
}
