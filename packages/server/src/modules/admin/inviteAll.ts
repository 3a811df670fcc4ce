import { and, asc, eq, gt, isNull, notExists } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail.ts';
import type { Db } from '../../db/client.ts';
import { clubs, passwordTokens, users } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { freeQuota, useQuota } from '../../http/quota.ts';
import { userLanguages } from '../../i18n/recipientLanguage.ts';
import { issuePasswordToken, NO_PASSWORD } from '../session/accounts.ts';
import { INVITE_VALID_MS, inviteMail } from './accountAdmin.ts';
import { audit } from './audit.ts';
import { adminText } from './messages.ts';

const HOUR = 3_600_000;

/** Active accounts of the club without a password of their own and without an invitation that still works. */
function notYetInvited(tx: Db, clubId: number) {
  const working = tx
    .select({ id: passwordTokens.id })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.userId, users.id), eq(passwordTokens.purpose, 'invite'), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date())));
  return tx
    .select({ id: users.id, clubId: users.clubId, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.clubId, clubId), eq(users.active, true), eq(users.passwordHash, NO_PASSWORD), notExists(working)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/**
 * admin/accounts/inviteAll: one invitation for every account not yet invited, within the club's own
 * hourly count. The count is locked first, so two administrators pressing at once invite each account
 * once; the links are made and counted in that one transaction and mailed after it commits.
 */
export async function inviteAll(db: Db, mailer: Mailer, user: RequestUser, publicBase: string, limitPerHour: number) {
  const { invites, waiting, club } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const key = `invite-all:${user.clubId}`;
    const free = await freeQuota(t, key, limitPerHour, HOUR);
    const due = await notYetInvited(t, user.clubId);
    const now = due.slice(0, free);
    const invites = [];
    for (const account of now) invites.push({ account, token: await issuePasswordToken(t, account, 'invite', INVITE_VALID_MS) });
    await useQuota(t, key, now.length);
    if (now.length > 0) {
      await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/accounts/inviteAll', entity: 'users', entityId: 0, before: null, after: { invited: now.map((a) => a.email) } });
    }
    const [club] = await t.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, user.clubId));
    return { invites, waiting: due.length - now.length, club: club!.name };
  });
  const failed: string[] = [];
  // Each in its account's language (its own choice, else the club's default).
  const languages = await userLanguages(db, user.clubId, invites.map((i) => i.account.id));
  // One at a time: a club's worth of mails should not open a connection each at once.
  for (const { account, token } of invites) {
    try {
      await mailer.send(inviteMail(account, club, publicBase, token, languages.get(account.id)!));
    } catch {
      failed.push(account.email);
    }
  }
  const message =
    invites.length === 0 && waiting === 0
      ? adminText.nobodyToInvite
      : [invites.length > 0 ? adminText.invitedAll(invites.length) : '', waiting > 0 ? adminText.inviteWaiting(waiting) : '', failed.length > 0 ? adminText.inviteFailed(failed) : ''].join('').trim();
  return { message, invited: invites.length - failed.length, waiting };
}
