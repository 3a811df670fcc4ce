import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail.ts';
import type { LeagueMail } from './leagueMails.ts';
import { leagueText } from './messages.ts';

interface MailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Sends a league mail built by leagueMails.ts, after the change has been committed: the registration
 * stands when the mail server fails, and the answer says so (spec 02 section 4 shows the success popup
 * either way).
 */
export async function sendLeagueMail(deps: MailDeps, mail: LeagueMail): Promise<boolean> {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (err) {
    deps.log.error({ err }, 'league mail not sent');
    return false;
  }
}

/** The answer of a result or replacement: what was stored, to how many the mail went, or that it failed. */
export async function sentAnswer(deps: MailDeps, mail: LeagueMail, message: (recipients: number) => string) {
  const sent = await sendLeagueMail(deps, mail);
  return { message: message(mail.to.length) + (sent ? '' : leagueText.mailFailed), recipients: sent ? mail.to.length : 0 };
}
