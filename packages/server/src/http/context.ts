import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
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
  /** The account's chosen language ('' = never chose: the call's Accept-Language decides). */
  language: '' | 'nl' | 'fr';
}

/** The request user, and when its session ends (a cached copy must not outlive it). */
export async function loadRequestUser(
  db: Db,
  claims: { userId: number; clubId: number; loginId: number },
): Promise<{ user: RequestUser; expiresAt: Date | null } | null> {
  const rows = await db
    .select({ rights: userRights, memberId: userMembers.memberId, expiresAt: userLogins.expiresAt, language: users.language })
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
    language: rows[0]!.language,
    memberIds: rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])),
  };
  return { user, expiresAt: rows[0]!.expiresAt };
}

/** A session's request user and when the session ends. */
export interface SessionUser {
  user: RequestUser;
  expiresAt: Date | null;
}

/**
 * Many sessions' users in one statement (the open live streams after a change of users): the same
 * tests as loadRequestUser, per login id; a session that was ended, ran out or lost its account is
 * missing from the answer.
 */
export async function loadSessionUsers(db: Db, loginIds: readonly number[]): Promise<Map<number, SessionUser>> {
  const found = new Map<number, SessionUser>();
  if (loginIds.length === 0) return found;
  const rows = await db
    .select({ loginId: userLogins.id, userId: users.id, clubId: users.clubId, rights: userRights, memberId: userMembers.memberId, expiresAt: userLogins.expiresAt, language: users.language })
    .from(userLogins)
    .innerJoin(users, and(eq(users.id, userLogins.userId), eq(users.active, true)))
    .innerJoin(userRights, eq(userRights.userId, users.id))
    .leftJoin(userMembers, eq(userMembers.userId, users.id))
    .where(and(inArray(userLogins.id, [...loginIds]), isNull(userLogins.revokedAt), or(isNull(userLogins.expiresAt), gt(userLogins.expiresAt, sql`now()`))))
    .orderBy(asc(userLogins.id), asc(userMembers.position), asc(userMembers.memberId));
  for (const r of rows) {
    let entry = found.get(r.loginId);
    if (!entry) {
      entry = { user: { userId: r.userId, clubId: r.clubId, loginId: r.loginId, rights: r.rights, language: r.language, memberIds: [] }, expiresAt: r.expiresAt };
      found.set(r.loginId, entry);
    }
    if (r.memberId !== null) entry.user.memberIds.push(r.memberId);
  }
  return found;
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
