import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationOutbox, notificationPreferences, pushSubscriptions, userMembers, users } from '../../db/schema.ts';
import type { Language } from '@clubhuis/contract/rules/language';
import { inLanguage } from '../../i18n/language.ts';
import { userLanguages } from '../../i18n/recipientLanguage.ts';
import { noticeText, type NoticeText } from './messages.ts';
import type { Notice } from './notice.ts';
import { wants } from './preferences.ts';
import { dueAt } from './quietHours.ts';

export interface AccountEnqueue {
  clubId: number;
  /** What changed ('sheet:12'); with the version and kind the row's change key per account. */
  about: string;
  version: string;
  /** Members told through their accounts (the players of a sheet). */
  memberIds: number[];
  /** Accounts told for themselves (those following the team). */
  userIds: number[];
  notice: Notice;
  now: Date;
}

/**
 * One notice, the same for everyone, to the accounts of some members and to some accounts directly:
 * ONE row per account, keyed without a member, so an account that both plays (or answers for two
 * players) and follows the team is told once, and a second enqueue of the same change (another
 * process, a re-poll) inserts nothing. Only active accounts with a device that want the kind; each in its
 * own language.
 */
export async function enqueueForAccounts(tx: Db, e: AccountEnqueue): Promise<number> {
  if (e.memberIds.length === 0 && e.userIds.length === 0) return 0;
  const viaMembers = tx.select({ id: userMembers.userId }).from(userMembers).where(and(eq(userMembers.clubId, e.clubId), inArray(userMembers.memberId, e.memberIds.length ? e.memberIds : [0])));
  const accounts = await tx
    .select({ userId: users.id, all: notificationPreferences.all, off: notificationPreferences.off })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(users.clubId, e.clubId),
        eq(users.active, true),
        or(inArray(users.id, viaMembers), inArray(users.id, e.userIds.length ? e.userIds : [0])),
        exists(tx.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, users.id))),
      ),
    );
  const wanting = accounts.filter((a) => wants(a.all === null ? null : { all: a.all, off: a.off ?? [] }, e.notice.kind));
  if (wanting.length === 0) return 0;
  // The same notice in each account's own language: written once per language.
  const languages = await userLanguages(tx, e.clubId, wanting.map((a) => a.userId));
  const texts = new Map<Language, NoticeText>();
  const textIn = (language: Language) => {
    let text = texts.get(language);
    if (!text) texts.set(language, (text = inLanguage(language, () => noticeText(e.notice, { firstName: '', several: false }))));
    return text;
  };
  const rows = wanting
    .map((a) => ({
      clubId: e.clubId,
      userId: a.userId,
      changeKey: `${e.about}:${e.version}:${e.notice.kind}`,
      kind: e.notice.kind,
      ...textIn(languages.get(a.userId) ?? 'nl'),
      tag: `${e.notice.kind}:${e.about}`,
      aboutDay: e.notice.day,
      dueAt: dueAt(e.now, e.notice.day),
    }));
  if (rows.length === 0) return 0;
  const written = await tx.insert(notificationOutbox).values(rows).onConflictDoNothing().returning({ id: notificationOutbox.id });
  return written.length;
}
