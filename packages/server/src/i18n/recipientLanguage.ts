import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@clubhuis/contract/rules/language';
import type { Db } from '../db/client.ts';
import { appConfig, userMembers, users } from '../db/schema.ts';

/**
 * The language to write to someone who is not the caller (a line-up mail, a push, the weekly e-mail,
 * an invitation): the account's own choice, else the club's default language (issue 33). Run the
 * writing in it with `inLanguage(language, …)`.
 */
export async function clubLanguage(db: Db, clubId: number): Promise<Language> {
  const [row] = await db.select({ language: appConfig.defaultLanguage }).from(appConfig).where(eq(appConfig.clubId, clubId));
  return row?.language ?? 'nl';
}

/** Each account's language, by user id (every id asked is in the answer). */
export async function userLanguages(db: Db, clubId: number, userIds: readonly number[]): Promise<Map<number, Language>> {
  const fallback = await clubLanguage(db, clubId);
  const found = new Map<number, Language>(userIds.map((id) => [id, fallback]));
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.clubId, clubId), inArray(users.id, [...userIds])));
  for (const row of rows) if (row.language) found.set(row.id, row.language);
  return found;
}

/**
 * Each member's language, by member id: the choice of an account linked to it (its own, or a
 * parent's: the first linked account that chose one), else the club's default.
 */
export async function memberLanguages(db: Db, clubId: number, memberIds: readonly number[]): Promise<Map<number, Language>> {
  const fallback = await clubLanguage(db, clubId);
  const found = new Map<number, Language>(memberIds.map((id) => [id, fallback]));
  if (memberIds.length === 0) return found;
  const rows = await db
    .select({ memberId: userMembers.memberId, language: users.language })
    .from(userMembers)
    .innerJoin(users, eq(users.id, userMembers.userId))
    .where(and(eq(userMembers.clubId, clubId), inArray(userMembers.memberId, [...memberIds]), eq(users.active, true)))
    .orderBy(asc(userMembers.position), asc(users.id));
  const chosen = new Set<number>();
  for (const row of rows) {
    if (!row.language || chosen.has(row.memberId)) continue;
    found.set(row.memberId, row.language);
    chosen.add(row.memberId);
  }
  return found;
}
