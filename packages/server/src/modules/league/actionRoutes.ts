import type { FastifyInstance } from 'fastify';
import { handle, type AppDeps } from '../../http/bind.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { takeQuota, tryQuota } from '../../http/quota.ts';
import { sendLeagueMail, sentAnswer } from './actionMails.ts';
import { pouleInfoMailOf } from './leagueMails.ts';
import { leagueText } from './messages.ts';
import { registerPlayDate } from './playDate.ts';
import { registerScores } from './pouleScore.ts';
import { replacePoulePlayer } from './replacements.ts';
import { undoSignOut } from './signOut.ts';
import { undoUnSubscribe, unSubscribe } from './unsubscribe.ts';

/**
 * The league's actions (spec 02 section 7): each one transaction, which also reads its mail under the
 * poule's lock (leagueMails.ts); the mail goes out after the commit, within the user's hourly quota. The quota only ever holds back a mail: a result or replacement is stored whatever it says.
 */
export function leagueActionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const mailKey = (user: RequestUser) => `mail:${user.userId}`;
  const mayMail = (user: RequestUser) => tryQuota(db, mailKey(user), deps.config.mailLimitPerHour, 3_600_000);
  // The poule e-mail is nothing but a mail: over the quota it is refused.
  const mailQuota = (user: RequestUser) => takeQuota(db, mailKey(user), deps.config.mailLimitPerHour, 3_600_000, leagueText.tooManyMails);
  handle(app, deps, 'league/pouleScore.php', async ({ user, body, request }) => {
    const mails = await registerScores(db, user, body);
    if (!(await mayMail(user))) return { message: leagueText.resultsRegisteredMailHeld, recipients: 0 };
    return sentAnswer({ mailer: deps.mailer, log: request.log }, mails, leagueText.resultsRegistered);
  });
  handle(app, deps, 'league/replacePoulePlayer.php', async ({ user, body, request }) => {
    const outcome = await replacePoulePlayer(db, user, body);
    if (!(await mayMail(user))) return { message: outcome.replacementId ? leagueText.replacementRegisteredMailHeld : leagueText.replacementCancelledMailHeld, recipients: 0 };
    return sentAnswer({ mailer: deps.mailer, log: request.log }, outcome.mails, outcome.replacementId ? leagueText.replacementRegistered : leagueText.replacementCancelled);
  });
  handle(app, deps, 'league/undoQuitsLeague.php', async ({ user, body }) => ({ message: await undoSignOut(db, user, body), recipients: 0 }));
  handle(app, deps, 'league/mailPoule.php', async ({ user, body, request }) => {
    await mailQuota(user);
    const mail = await pouleInfoMailOf(db, user, body);
    if (!(await sendLeagueMail({ mailer: deps.mailer, log: request.log }, mail))) throw new ApiError(502, leagueText.mailNotSent);
    return { message: leagueText.pouleMailed(mail.to[0]!), recipients: 1 };
  });
  handle(app, deps, 'league/poulePlayDate.php', async ({ user, body }) => {
    await registerPlayDate(db, user, body);
    return { message: leagueText.playDateRegistered, recipients: 0 };
  });
  handle(app, deps, 'league/unSubscribe.php', async ({ user, body }) => {
    await unSubscribe(db, user, body);
    return { message: leagueText.unsubscribed, recipients: 0 };
  });
  handle(app, deps, 'league/undoUnSubscribe.php', async ({ user, body }) => {
    await undoUnSubscribe(db, user, body);
    return { message: leagueText.undone, recipients: 0 };
  });
}
