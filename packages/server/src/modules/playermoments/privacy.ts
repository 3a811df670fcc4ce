import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerMomentReservations, playerMomentWaitlist } from '../../db/schema.ts';

/** The remarks with reservations go; reservations and presences stay as counts; the member waits for nothing any more. */
export async function erasePlayerMomentData(tx: Db, memberId: number): Promise<void> {
  await tx.update(playerMomentReservations).set({ remark: '' }).where(eq(playerMomentReservations.memberId, memberId));
  await tx.delete(playerMomentWaitlist).where(eq(playerMomentWaitlist.memberId, memberId));
}
