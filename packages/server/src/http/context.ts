import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userLogins, userMembers, userRights, users } from '../db/schema.ts';
import { ApiError } from './errors.ts';

/** Who is calling: the user, its club, its linked members and its rights. Every handler checks rights on this. */
export interface RequestUser {
  userId: number;
  clubId: number;
  loginId: number;
  memberIds: number[];
  rights: typeof userRights.$inferSelect;
}

/** The request user, and when its session ends (a cached copy must not outlive it). */
export async function loadRequestUser(
  db: Db,
  claims: { userId: number; clubId: number; loginId: number },
): Promise<{ user: RequestUser; expiresAt: Date | null } | null> {
  const rows = await db
    .select({ rights: userRights, memberId: userMembers.memberId, expiresAt: userLogins.expiresAt })
    .from(users)
    .innerJoin(userRights, eq(userRights.userId, users.id))
    // The session itself: a login that was ended (logout.php) or ran out no longer answers.
    .innerJoin(
      userLogins,
      and(
        eq(userLogins.id, claims.loginId),
        eq(userLogins.userId, users.id),
        isNull(userLogins.revokedAt),
        or(isNull(userLogins.expiresAt), gt(userLogins.expiresAt, sql`now()`)),
      ),
    )
    .leftJoin(userMembers, eq(userMembers.userId, users.id))
    .where(and(eq(users.id, claims.userId), eq(users.clubId, claims.clubId), eq(users.active, true)))
    .orderBy(asc(userMembers.position), asc(userMembers.memberId));
  if (rows.length === 0) return null;
  const user: RequestUser = {
    userId: claims.userId,
    clubId: claims.clubId,
    loginId: claims.loginId,
    rights: rows[0]!.rights,
    memberIds: rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])),
  };
  return { user, expiresAt: rows[0]!.expiresAt };
}

/** A user acts for its own linked members only (spec 01 section 3, myMembers). */
export function isOwnMember(user: RequestUser, memberId: number): boolean {
  return user.memberIds.includes(memberId);
}

/** Refuses (403, with the caller's Dutch text) when any of these members is not one of the user's own. */
export function requireOwn(user: RequestUser, memberIds: number | readonly number[], refusal: string): void {
  const ids = typeof memberIds === 'number' ? [memberIds] : memberIds;
  if (ids.some((id) => !isOwnMember(user, id))) throw new ApiError(403, refusal);
}
