import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userMembers, userRights, users } from '../db/schema.ts';

/** Who is calling: the user, its club, its linked members and its rights. Every handler checks rights on this. */
export interface RequestUser {
  userId: number;
  clubId: number;
  loginId: number;
  memberIds: number[];
  rights: typeof userRights.$inferSelect;
}

export async function loadRequestUser(
  db: Db,
  claims: { userId: number; clubId: number; loginId: number },
): Promise<RequestUser | null> {
  const rows = await db
    .select({ rights: userRights, memberId: userMembers.memberId })
    .from(users)
    .innerJoin(userRights, eq(userRights.userId, users.id))
    .leftJoin(userMembers, eq(userMembers.userId, users.id))
    .where(and(eq(users.id, claims.userId), eq(users.clubId, claims.clubId), eq(users.active, true)))
    .orderBy(asc(userMembers.position), asc(userMembers.memberId));
  if (rows.length === 0) return null;
  return {
    ...claims,
    rights: rows[0]!.rights,
    memberIds: rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])),
  };
}
