import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs } from '../../db/schema.ts';
import { handle, type AppDeps } from '../../http/bind.ts';
import { ApiError } from '../../http/errors.ts';
import { mailedLinkBase } from '../../http/publicBase.ts';
import { hashPassword } from '../../auth/password.ts';
import { accountByEmail, isUsableLink, issuePasswordToken, setPasswordWithToken, type AccountRow } from './accounts.ts';
import { checkLinkTry, takeResetLink } from './passwordLimits.ts';
import { sessionText } from './messages.ts';
import { currentLanguage, inLanguage } from '../../i18n/language.ts';

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
    await takeResetLink(db, email, request.ip);
    const account = await accountByEmail(db, email);
    // The same answer, at the same moment, whether the e-mail is known or not: the link is made and
    // mailed after the reply, so neither the time taken nor a failing mail server tells who has an account.
    if (account?.active) {
      void mailResetLink(account).catch((err: unknown) => request.log.error({ err }, 'reset link not mailed'));
    }
    return { message: sessionText.resetSent };
  });
  async function mailResetLink(account: AccountRow) {
    const token = await db.transaction((tx) => issuePasswordToken(tx as unknown as Db, account, 'reset', RESET_VALID_MS));
    const link = `${mailedLinkBase(deps.config)}/#/wachtwoord/${token}`;
    const club = await clubName(db, account.clubId);
    // The account's own language when it chose one, else the language of the phone that asked.
    const mail = inLanguage(account.language || currentLanguage(), () => ({ subject: sessionText.resetSubject(club), text: sessionText.resetText(account.firstName, link) }));
    await deps.mailer.send({ to: [account.email], ...mail });
  }
  handle(app, deps, 'password/set.php', async ({ body, request }) => {
    // A link that cannot set a password is refused, and counted against the address, before any hashing.
    if (!(await checkLinkTry(db, request.ip, (tx) => isUsableLink(tx, body.token)))) {
      throw new ApiError(410, sessionText.linkUsedOrExpired);
    }
    if (!(await setPasswordWithToken(db, body.token, await hashPassword(body.password)))) throw new ApiError(410, sessionText.linkUsedOrExpired);
    return { message: sessionText.passwordSet };
  });
}
