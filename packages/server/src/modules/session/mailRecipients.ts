import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appConfig, clubs, userMembers, userRights, users } from '../../db/schema.ts';

/**
 * Who gets the weekly e-mail (issue 32, home's weeklyMailRun.ts) and what its week is made of: an
 * active account with an e-mail, its linked members (in their order, as the request user has them)
 * and its trainer id, so the mail shows what 'Mijn week' shows that account.
 */
export interface MailAccount {
  userId: number;
  clubId: number;
  email: string;
  firstName: string;
  memberIds: number[];
  trainerId: number;
}

async function accountsWhere(db: Db, where: ReturnType<typeof and>): Promise<MailAccount[]> {
  const rows = await db
    .select({ user: users, trainerId: userRights.trainerId, memberId: userMembers.memberId })
    .from(users)
    .leftJoin(userRights, eq(userRights.userId, users.id))
    .leftJoin(userMembers, eq(userMembers.userId, users.id))
    .where(and(eq(users.active, true), ne(users.email, ''), where))
    .orderBy(asc(users.id), asc(userMembers.position), asc(userMembers.memberId));
  const out = new Map<number, MailAccount>();
  for (const { user, trainerId, memberId } of rows) {
    let account = out.get(user.id);
    if (!account) {
      account = { userId: user.id, clubId: user.clubId, email: user.email, firstName: user.firstName, memberIds: [], trainerId: trainerId ?? 0 };
      out.set(user.id, account);
    }
    if (memberId !== null) account.memberIds.push(memberId);
  }
  return [...out.values()];
}

/** The club's active accounts with an e-mail address, by id. */
export function mailAccountsOf(db: Db, clubId: number): Promise<MailAccount[]> {
  return accountsWhere(db, and(eq(users.clubId, clubId)));
}

/** One account as it is now; undefined when it was deactivated or lost its e-mail since. */
export async function mailAccount(db: Db, clubId: number, userId: number): Promise<MailAccount | undefined> {
  const [account] = await accountsWhere(db, and(eq(users.clubId, clubId), eq(users.id, userId)));
  return account;
}

/** A club as its weekly e-mail needs it: name and colour for the mail, the day and hour it goes out. */
export interface MailClub {
  clubId: number;
  code: string;
  name: string;
  primaryColor: string;
  day: number;
  hour: number;
}

/** Every club of the deployment (or the one with this code), by id. */
export async function mailClubs(db: Db, clubCode?: string): Promise<MailClub[]> {
  return db
    .select({
      clubId: clubs.id,
      code: clubs.code,
      name: clubs.name,
      primaryColor: appConfig.primaryColor,
      day: appConfig.weeklyMailDay,
      hour: appConfig.weeklyMailHour,
    })
    .from(clubs)
    .innerJoin(appConfig, eq(appConfig.clubId, clubs.id))
    .where(clubCode === undefined ? undefined : eq(clubs.code, clubCode))
    .orderBy(asc(clubs.id));
}
