import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { weeklyMailOptouts } from '../../db/schema.ts';
import type { LinkKeys } from '../../auth/links.ts';

/**
 * The weekly e-mail's switch per account (issue 32): on unless the account turned it off, in 'Meldingen'
 * (home/setWeeklyMail) or with the mail's one-click link. One row per account that said no.
 */
export async function weeklyMailOn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: weeklyMailOptouts.userId }).from(weeklyMailOptouts).where(eq(weeklyMailOptouts.userId, userId));
  return !row;
}

/** Turns it on or off for this account only; saying the same twice changes nothing. */
export async function setWeeklyMailOn(db: Db, account: { userId: number; clubId: number }, on: boolean): Promise<boolean> {
  if (on) await db.delete(weeklyMailOptouts).where(eq(weeklyMailOptouts.userId, account.userId));
  else await db.insert(weeklyMailOptouts).values({ userId: account.userId, clubId: account.clubId }).onConflictDoNothing();
  return on;
}

const SUBJECT = 'weekly-mail-off:';
/** A mail's link keeps working for a year: one found in an old mail then points to 'Meldingen'. */
const LINK_SECONDS = 366 * 24 * 3600;

/**
 * The unsubscribe link's token: the account signed with the server's link key (auth/links.ts, from the
 * secret kept in the database), so it needs no login and no stored row, every process accepts it, and
 * nobody can make one for another account.
 */
export function unsubscribeToken(links: LinkKeys, account: { userId: number; clubId: number }, now: Date): string {
  return links.sign(`${SUBJECT}${account.clubId}:${account.userId}`, LINK_SECONDS, now);
}

/** The account of a valid token; null for anything else. */
export function accountOfToken(links: LinkKeys, token: string, now: Date): { userId: number; clubId: number } | null {
  if (token.length > 200) return null;
  const subject = links.verify(token, now);
  const match = subject === null ? null : /^(\d{1,9}):(\d{1,9})$/.exec(subject.startsWith(SUBJECT) ? subject.slice(SUBJECT.length) : '');
  return match ? { clubId: Number(match[1]), userId: Number(match[2]) } : null;
}
