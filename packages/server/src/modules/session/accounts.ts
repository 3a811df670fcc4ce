import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordTokens, userLogins, userMembers, userRights, users } from '../../db/schema.ts';
import { usersChanged } from '../../http/userCache.ts';

export type AccountRow = typeof users.$inferSelect;
export type RightsValues = Partial<Omit<typeof userRights.$inferInsert, 'userId' | 'clubId'>>;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** An account that has never had a password of its own: a hash nothing matches. */
export const NO_PASSWORD = 'none';

export function hasPassword(row: { passwordHash: string }): boolean {
  return row.passwordHash !== NO_PASSWORD;
}

export async function lockAccount(tx: Db, clubId: number, userId: number): Promise<AccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clubId, clubId)))
    .for('update');
  return row;
}

export async function accountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Creates an account without a password: it logs in after setting one through a one-time link. */
export async function insertAccount(tx: Db, clubId: number, values: { email: string; firstName: string; lastName: string; active: boolean }): Promise<AccountRow> {
  const [row] = await tx.insert(users).values({ clubId, passwordHash: NO_PASSWORD, ...values }).returning();
  await tx.insert(userRights).values({ userId: row!.id, clubId });
  return row!;
}

export async function updateAccount(tx: Db, userId: number, values: { email: string; firstName: string; lastName: string; active: boolean }): Promise<AccountRow> {
  usersChanged();
  const [row] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
  // A deactivated account's sessions end at once, not when their tokens run out, and the links it was
  // mailed (an invitation, a reset) stop working: reactivating it takes a new invitation.
  if (!values.active) {
    await tx.update(userLogins).set({ revokedAt: new Date() }).where(and(eq(userLogins.userId, userId), isNull(userLogins.revokedAt)));
    await tx.update(passwordTokens).set({ usedAt: new Date() }).where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
  }
  return row!;
}

export async function rightsOf(db: Db, userId: number) {
  const [row] = await db.select().from(userRights).where(eq(userRights.userId, userId));
  return row!;
}

export async function setRights(tx: Db, userId: number, rights: RightsValues) {
  usersChanged();
  const [row] = await tx.update(userRights).set(rights).where(eq(userRights.userId, userId)).returning();
  return row!;
}

/** The account answers for these members, in this order. */
export async function setAccountMembers(tx: Db, clubId: number, userId: number, memberIds: number[]): Promise<void> {
  usersChanged();
  await tx.delete(userMembers).where(eq(userMembers.userId, userId));
  if (memberIds.length > 0) await tx.insert(userMembers).values(memberIds.map((memberId, position) => ({ clubId, userId, memberId, position })));
}

/**
 * A new trainer's accounts: every account that answers for the member and is no trainer yet gets its
 * trainerId, so the trainer screens open for it at once. Answers those accounts' e-mails.
 */
export async function makeMemberAccountsTrainer(tx: Db, clubId: number, memberId: number, trainerId: number): Promise<string[]> {
  usersChanged();
  const linked = tx.select({ userId: userMembers.userId }).from(userMembers).where(and(eq(userMembers.clubId, clubId), eq(userMembers.memberId, memberId)));
  const rows = await tx
    .update(userRights)
    .set({ trainerId })
    .where(and(eq(userRights.clubId, clubId), eq(userRights.trainerId, 0), inArray(userRights.userId, linked)))
    .returning({ userId: userRights.userId });
  if (rows.length === 0) return [];
  const accounts = await tx.select({ email: users.email }).from(users).where(inArray(users.id, rows.map((r) => r.userId))).orderBy(asc(users.email));
  return accounts.map((a) => a.email);
}

/** A new one-time link token for the account; earlier unused ones of the same purpose stop working. */
export async function issuePasswordToken(tx: Db, account: { id: number; clubId: number }, purpose: 'invite' | 'reset', validMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.userId, account.id), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)));
  await tx.insert(passwordTokens).values({ clubId: account.clubId, userId: account.id, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + validMs) });
  return token;
}

/** The link's token when it can still set a password: unused, not expired, of an active account. */
function usableToken(token: string) {
  return and(eq(passwordTokens.tokenHash, sha256(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date()), eq(users.active, true));
}

/** Whether the link can set a password now: read before any password is hashed. */
export async function isUsableLink(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: passwordTokens.id }).from(passwordTokens).innerJoin(users, eq(users.id, passwordTokens.userId)).where(usableToken(token));
  return row !== undefined;
}

/**
 * Sets the password of the token's account and uses the token up, in one step: of two requests with
 * one token only the first gets through, and an account deactivated meanwhile is refused. Every
 * earlier session of the account ends. `hash` is the new password's, made by the caller after
 * isUsableLink said yes.
 */
export async function setPasswordWithToken(db: Db, token: string, hash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .from(users)
      .where(and(eq(users.id, passwordTokens.userId), usableToken(token)))
      .returning({ userId: passwordTokens.userId });
    if (!used) return false;
    usersChanged();
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, used.userId));
    await tx.update(userLogins).set({ revokedAt: new Date() }).where(and(eq(userLogins.userId, used.userId), isNull(userLogins.revokedAt)));
    return true;
  });
}
