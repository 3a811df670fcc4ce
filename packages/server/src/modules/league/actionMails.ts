import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import type { Db } from '../../db/client.ts';
import { leaguePoules, users } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { requireOwn } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { mailable, managerEmails, memberContacts, pouleMail, replacementMail, resultsMail } from './leagueMails.ts';
import { leagueText } from './messages.ts';
import { poulesWithDetails } from './poules.ts';
import type { ReplaceOutcome } from './replacements.ts';

interface MailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

async function senderOf(db: Db, userId: number) {
  const [u] = await db.select({ first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
  return { name: u ? `${u.first} ${u.last}` : '', email: u?.email ?? '' };
}

/**
 * Sends after the change has been committed: the registration stands when the mail server fails,
 * and the answer says so (spec 02 section 4 shows the success popup either way).
 */
async function send(deps: MailDeps, to: string[], mail: { subject: string; text: string }): Promise<boolean> {
  try {
    await deps.mailer.send({ to, ...mail });
    return true;
  } catch (err) {
    deps.log.error({ err }, 'league mail not sent');
    return false;
  }
}

async function pouleOf(db: Db, pouleId: number) {
  const [poule] = await poulesWithDetails(db, [pouleId]);
  return poule!;
}

/** The results mail to every poule player (and replacement) and the league managers. */
export async function mailResults(deps: MailDeps, user: RequestUser, pouleId: number) {
  const poule = await pouleOf(deps.db, pouleId);
  const ids = poule.poulePlayers.flatMap((p) => [p.memberId, ...(p.replacementId ? [p.replacementId] : [])]);
  const contacts = await memberContacts(deps.db, ids);
  const to = mailable([...[...contacts.values()].map((c) => c.email), ...(await managerEmails(deps.db, user.clubId))]);
  const sent = await send(deps, to, resultsMail(poule, (await senderOf(deps.db, user.userId)).name));
  return { message: leagueText.resultsRegistered(to.length) + (sent ? '' : leagueText.mailFailed), recipients: sent ? to.length : 0 };
}

/** The replacement mail to the replaced player and the league managers. */
export async function mailReplacement(deps: MailDeps, user: RequestUser, outcome: ReplaceOutcome) {
  const poule = await pouleOf(deps.db, outcome.pouleId);
  const contacts = await memberContacts(deps.db, [outcome.memberId, ...(outcome.replacementId ? [outcome.replacementId] : [])]);
  const replaced = contacts.get(outcome.memberId)!;
  const change = !outcome.replacementId
    ? leagueText.replacementCancelledLine
    : [leagueText.replacedBy(contacts.get(outcome.replacementId)?.name ?? ''), ...(outcome.quits ? [leagueText.quitsLine(outcome.successorName)] : [])].join('; ');
  const to = mailable([replaced.email, ...(await managerEmails(deps.db, user.clubId))]);
  const sent = await send(deps, to, replacementMail(poule, replaced.name, change, (await senderOf(deps.db, user.userId)).name));
  const message = outcome.replacementId ? leagueText.replacementRegistered(to.length) : leagueText.replacementCancelled(to.length);
  return { message: message + (sent ? '' : leagueText.mailFailed), recipients: sent ? to.length : 0 };
}

/**
 * league/mailPoule.php: the poule with its players' contact data, to the asking member (one of the
 * user's own, playing or standing in in that poule) or, without an address of its own, to the user.
 */
export async function mailPouleInfo(deps: MailDeps, user: RequestUser, body: { pouleid: number; memberid: number }) {
  const memberId = body.memberid > 0 ? body.memberid : (user.memberIds[0] ?? 0);
  requireOwn(user, memberId, leagueText.notInPoule);
  const [own] = await deps.db.select({ id: leaguePoules.id }).from(leaguePoules).where(and(eq(leaguePoules.id, body.pouleid), eq(leaguePoules.clubId, user.clubId)));
  const poule = own ? (await poulesWithDetails(deps.db, [own.id]))[0] : undefined;
  if (!poule) throw new ApiError(404, leagueText.unknownPoule);
  if (!poule.poulePlayers.some((p) => p.memberId === memberId || p.replacementId === memberId)) throw new ApiError(403, leagueText.notInPoule);
  const ids = poule.poulePlayers.flatMap((p) => [p.memberId, ...(p.replacementId ? [p.replacementId] : [])]);
  const contacts = await memberContacts(deps.db, ids);
  const [to] = mailable([contacts.get(memberId)?.email, (await senderOf(deps.db, user.userId)).email]);
  if (!to) throw new ApiError(409, leagueText.noEmail);
  if (!(await send(deps, [to], pouleMail(poule, contacts)))) throw new ApiError(502, leagueText.mailNotSent);
  return { message: leagueText.pouleMailed(to), recipients: 1 };
}
