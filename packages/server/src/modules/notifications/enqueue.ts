import { and, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, notificationOutbox, notificationPreferences, pushSubscriptions, userMembers, users } from '../../db/schema.ts';
import { inLanguage } from '../../i18n/language.ts';
import { userLanguages } from '../../i18n/recipientLanguage.ts';
import { noticeText } from './messages.ts';
import type { Notice } from './notice.ts';
import { wants } from './preferences.ts';
import { dueAt } from './quietHours.ts';

/** One member a change is about, and what it tells that member. */
export interface MemberNotice {
  memberId: number;
  notice: Notice;
}

export interface Enqueue {
  clubId: number;
  /** The account that made the change: it is never told about its own change (nor about its members'). */
  actingUserId: number | null;
  /** What changed ('meeting:12'): a newer notification about it replaces the older one on the device. */
  about: string;
  /**
   * Which change of it, the same whichever process or retry enqueues it (the line-up's release time, the
   * scores entered, else `transactionVersion`): with `about`, the notice's kind and the member it makes
   * the row's unique key per account.
   */
  version: string;
  notices: MemberNotice[];
  now: Date;
}

/**
 * Writes the notifications of a change into the outbox, inside the change's own transaction (`tx`), so
 * both commit or neither does. Each member is told through every active account linked to it that has a
 * device subscribed and wants this kind, except the account that made the change, in that account's
 * language. A second enqueue of
 * the same change inserts nothing (unique club, account and change key). Returns the rows written.
 */
export async function enqueueNotifications(tx: Db, e: Enqueue): Promise<number> {
  const memberIds = [...new Set(e.notices.map((n) => n.memberId))];
  if (memberIds.length === 0) return 0;
  const um = userMembers;
  const linked = await tx
    .select({
      userId: um.userId,
      memberId: um.memberId,
      firstName: members.firstName,
      several: sql<boolean>`(select count(*) from user_members x where x.user_id = ${um.userId}) > 1`,
      all: notificationPreferences.all,
      off: notificationPreferences.off,
    })
    .from(um)
    .innerJoin(users, and(eq(users.id, um.userId), eq(users.active, true)))
    .innerJoin(members, eq(members.id, um.memberId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, um.userId))
    .where(
      and(
        eq(um.clubId, e.clubId),
        inArray(um.memberId, memberIds),
        e.actingUserId === null ? undefined : ne(um.userId, e.actingUserId),
        exists(tx.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, um.userId))),
      ),
    );
  if (linked.length === 0) return 0;
  // Each account reads its notification in its own language (its choice, else the club's default).
  const languages = await userLanguages(tx, e.clubId, [...new Set(linked.map((l) => l.userId))]);
  const rows = e.notices.flatMap(({ memberId, notice }) =>
    linked
      .filter((l) => l.memberId === memberId && wants(l.all === null ? null : { all: l.all, off: l.off ?? [] }, notice.kind))
      .map((l) => {
        const text = inLanguage(languages.get(l.userId) ?? 'nl', () => noticeText(notice, { firstName: l.firstName, several: l.several }));
        return {
          clubId: e.clubId,
          userId: l.userId,
          changeKey: `${e.about}:${e.version}:${notice.kind}:${memberId}`,
          kind: notice.kind,
          ...text,
          tag: `${notice.kind}:${e.about}:${memberId}`,
          aboutDay: notice.day,
          dueAt: dueAt(e.now, notice.day),
        };
      }),
  );
  if (rows.length === 0) return 0;
  const written = await tx.insert(notificationOutbox).values(rows).onConflictDoNothing().returning({ id: notificationOutbox.id });
  return written.length;
}

/** The writing transaction's id: the version of a change that has no natural one (one transaction, one change). */
export async function transactionVersion(tx: Db): Promise<string> {
  const { rows } = (await tx.execute(sql`select pg_current_xact_id()::text as id`)) as unknown as { rows: { id: string }[] };
  return `tx${rows[0]!.id}`;
}
