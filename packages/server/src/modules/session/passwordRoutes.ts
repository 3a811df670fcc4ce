import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs } from '../../db/schema.ts';
import { handle, type AppDeps } from '../../http/bind.ts';
import { ApiError } from '../../http/errors.ts';
import { mailedLinkBase } from '../../http/publicBase.ts';
import { takeQuota } from '../../http/quota.ts';
import { accountByEmail, issuePasswordToken, setPasswordWithToken } from './accounts.ts';
import { sessionText } from './messages.ts';

const RESET_VALID_MS = 2 * 3_600_000;

async function clubName(db: Db, clubId: number) {
  const [club] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return club?.name ?? 'de club';
}

/** A forgotten password and the one-time links of invitations and resets (password/…). */
export function passwordRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  handle(app, deps, 'password/forgot.php', async ({ body, request }) => {
    const email = body.email.trim().toLowerCase();
    // At most 3 links per address and hour, and 20 per caller: counted before anything is looked up.
    await takeQuota(db, `reset-ip:${request.ip}`, 20, 3_600_000, sessionText.tooManyResets);
    await takeQuota(db, `reset:${email}`, 3, 3_600_000, sessionText.tooManyResets);
    const account = await accountByEmail(db, email);
    // The same answer whether the e-mail is known or not: the form tells nobody who has an account.
    if (account?.active) {
      const token = await db.transaction((tx) => issuePasswordToken(tx as unknown as Db, account, 'reset', RESET_VALID_MS));
      const link = `${mailedLinkBase(deps.config)}/#/wachtwoord/${token}`;
      await deps.mailer.send({ to: [account.email], subject: sessionText.resetSubject(await clubName(db, account.clubId)), text: sessionText.resetText(account.firstName, link) });
    }
    return { message: sessionText.resetSent };
  });
  handle(app, deps, 'password/set.php', async ({ body }) => {
    if (!(await setPasswordWithToken(db, body.token, body.password))) throw new ApiError(410, sessionText.linkUsedOrExpired);
    return { message: sessionText.passwordSet };
  });
}
