import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AccountRights, AdminAccount } from '@clubhuis/contract/entities/admin';
import type { Language } from '@clubhuis/contract/rules/language';
import type { Mailer } from '../../adapters/mail.ts';
import type { Db } from '../../db/client.ts';
import { clubs, members, trainers, userMembers, userRights, users } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { inLanguage } from '../../i18n/language.ts';
import { userLanguages } from '../../i18n/recipientLanguage.ts';
import {
  accountByEmail,
  hasPassword,
  insertAccount,
  issuePasswordToken,
  lockAccount,
  rightsOf,
  setAccountMembers,
  setRights,
  updateAccount,
} from '../session/accounts.ts';
import { audit } from './audit.ts';
import { adminText } from './messages.ts';

export const INVITE_VALID_MS = 7 * 24 * 3_600_000;

const rightsView = (r: typeof userRights.$inferSelect): AccountRights => ({
  composeAsCaptain: r.composeAsCaptain,
  composeAnyTeam: r.composeAnyTeam,
  trainerId: r.trainerId,
  hasSportsCamp: r.hasSportsCamp,
  enterAnyLeagueResult: r.enterAnyLeagueResult,
  playerMoments: r.playerMoments,
  administrator: r.administrator,
});

/** The club's accounts with their members and rights, in three statements. */
export async function listAccounts(db: Db, clubId: number, search: string): Promise<AdminAccount[]> {
  const like = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ u: users, r: userRights })
    .from(users)
    .innerJoin(userRights, eq(userRights.userId, users.id))
    .where(and(eq(users.clubId, clubId), search.trim() ? or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like)) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(200);
  const ids = rows.map((r) => r.u.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ userId: userMembers.userId, memberId: members.id, first: members.firstName, last: members.lastName })
          .from(userMembers)
          .innerJoin(members, eq(members.id, userMembers.memberId))
          .where(inArray(userMembers.userId, ids))
          .orderBy(asc(userMembers.position));
  return rows.map(({ u, r }) => ({
    userId: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    active: u.active,
    members: links.filter((l) => l.userId === u.id).map((l) => ({ memberId: l.memberId, memberName: `${l.first} ${l.last}` })),
    rights: rightsView(r),
    hasPassword: hasPassword(u),
  }));
}

interface AccountBody {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  memberIds: number[];
  rights: AccountRights;
}

/** trainerId 0 is no trainer; any other must be a trainer of this club (a number out of range too: a 400, not the database's error). */
async function checkTrainerId(tx: Db, clubId: number, trainerId: number): Promise<void> {
  if (trainerId === 0) return;
  const known =
    trainerId > 0 && trainerId <= 2_147_483_647
      ? await tx.select({ id: trainers.id }).from(trainers).where(and(eq(trainers.clubId, clubId), eq(trainers.id, trainerId)))
      : [];
  if (known.length === 0) throw new ApiError(400, adminText.trainerUnknown('rights.trainerId'));
}

/** Adds or changes an account, its members and its rights, with audit rows, in one transaction. */
export async function saveAccount(db: Db, user: RequestUser, body: AccountBody) {
  const email = body.email.trim().toLowerCase();
  const values = { email, firstName: body.firstName.trim(), lastName: body.lastName.trim(), active: body.active };
  if (body.userId === user.userId && (!body.rights.administrator || !body.active)) throw new ApiError(409, adminText.ownAdministrator);
  const memberIds = [...new Set(body.memberIds)];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const own = memberIds.length ? await t.select({ id: members.id }).from(members).where(and(eq(members.clubId, user.clubId), inArray(members.id, memberIds))) : [];
    if (own.length !== memberIds.length) throw new ApiError(400, adminText.memberNotOwn);
    await checkTrainerId(t, user.clubId, body.rights.trainerId);
    const taken = await accountByEmail(t, email);
    if (taken && taken.id !== body.userId) throw new ApiError(400, adminText.emailTaken);
    const before = body.userId === 0 ? null : await lockAccount(t, user.clubId, body.userId);
    if (body.userId !== 0 && !before) throw new ApiError(404, adminText.unknownAccount);
    const beforeRights = before ? rightsView(await rightsOf(t, before.id)) : null;
    const row = before ? await updateAccount(t, before.id, values) : await insertAccount(t, user.clubId, values);
    const rights = rightsView(await setRights(t, row.id, body.rights));
    await setAccountMembers(t, user.clubId, row.id, memberIds);
    const view = (u: typeof row, r: AccountRights | null) => ({ email: u.email, firstName: u.firstName, lastName: u.lastName, active: u.active, ...(r ?? {}) });
    await audit(t, {
      clubId: user.clubId,
      userId: user.userId,
      action: 'admin/accounts/save',
      entity: 'users',
      entityId: row.id,
      before: before ? view(before, beforeRights) : null,
      after: { ...view(row, rights), memberIds },
    });
    return { userId: row.id, message: adminText.accountSaved(row.email) };
  });
}

/** Mails the account a one-time link to choose its password; the token is stored hashed. */
export async function inviteAccount(db: Db, mailer: Mailer, user: RequestUser, userId: number, publicBase: string) {
  const { account, token, club } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const account = await lockAccount(t, user.clubId, userId);
    if (!account) throw new ApiError(404, adminText.unknownAccount);
    if (!account.active) throw new ApiError(409, adminText.accountInactive);
    const token = await issuePasswordToken(t, account, 'invite', INVITE_VALID_MS);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/accounts/invite', entity: 'users', entityId: account.id, before: null, after: { invited: account.email } });
    const [club] = await t.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, user.clubId));
    return { account, token, club: club!.name };
  });
  const languages = await userLanguages(db, user.clubId, [account.id]);
  await mailer.send(inviteMail(account, club, publicBase, token, languages.get(account.id)!));
  return { message: adminText.invited(account.email) };
}

/**
 * The invitation: a one-time link to the page where the account chooses its password, written in the
 * account's language (its own choice, else the club's default: userLanguages), not the administrator's.
 */
export function inviteMail(account: { email: string; firstName: string }, club: string, publicBase: string, token: string, language: Language) {
  const link = `${publicBase}/#/wachtwoord/${token}`;
  return inLanguage(language, () => ({ to: [account.email], subject: adminText.inviteSubject(club), text: adminText.inviteText(account.firstName, club, link) }));
}
