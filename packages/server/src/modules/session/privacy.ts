import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userMembers } from '../../db/schema.ts';
import { usersChanged } from '../../http/userCache.ts';

/** No account answers for an erased member any more (the accounts themselves stay, they are other people's). */
export async function unlinkMember(tx: Db, memberId: number): Promise<void> {
  usersChanged();
  await tx.delete(userMembers).where(eq(userMembers.memberId, memberId));
}
