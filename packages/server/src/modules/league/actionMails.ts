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

/** The answer of a result or replacement: what was stored, to how many its mails (one per language) went, or that one failed. */
export async function sentAnswer(deps: MailDeps, mails: LeagueMail[], message: (recipients: number) => string) {
  const total = mails.reduce((n, mail) => n + mail.to.length, 0);
  let reached = 0;
  let failed = false;
  for (const mail of mails) {
    if (await sendLeagueMail(deps, mail)) reached += mail.to.length;
    else failed = true;
  }
  return { message: message(total) + (failed ? leagueText.mailFailed : ''), recipients: reached };
}
