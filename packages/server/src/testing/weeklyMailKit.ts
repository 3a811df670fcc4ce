// The weekly e-mail's tests (issue 32): a round's deps against the tests' SMTP sink, and a received mail
// read by an independent MIME parser (mailparser), as a mail client would read it.
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { readConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { weeklyMails } from '../db/schema.ts';
import { linkKeys } from '../auth/links.ts';
import type { WeeklyMailDeps } from '../modules/home/weeklyMailSchedule.ts';
import { TEST_SECRET } from './testApp.ts';
import type { ReceivedMail } from './smtpSink.ts';

/** A round's deps: the test app's database and secret, the sink as SMTP server, no pace (tests wait for nothing). */
export function weeklyMailDeps(db: Db, smtpUrl: string): WeeklyMailDeps {
  return {
    db,
    links: linkKeys(TEST_SECRET),
    config: { ...readConfig({}), smtpUrl, weeklyMailPerMinute: 0, weeklyMailCheckSeconds: 0 },
    log: { info: () => undefined, warn: () => undefined },
  };
}

export interface ParsedWeeklyMail {
  to: string;
  /** The top part's type: multipart/alternative. */
  type: string;
  subject: string;
  text: string;
  html: string;
  /** 'kind id memberId' of every line under its day (data-line), and of those under 'Wacht op je antwoord'. */
  lines: string[];
  waiting: string[];
  /** The header's address, without < >. */
  unsubscribe: string;
  unsubscribePost: string;
  messageId: string;
}

export async function parseWeeklyMail(mail: ReceivedMail): Promise<ParsedWeeklyMail> {
  const parsed = await simpleParser(mail.raw);
  const header = (name: string) => parsed.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const attrs = (name: string) => [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]!).sort();
  return {
    to: mail.to.join(', '),
    type: (parsed.headers.get('content-type') as { value: string } | undefined)?.value ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html,
    lines: attrs('data-line'),
    waiting: attrs('data-waiting'),
    unsubscribe: header('list-unsubscribe').replace(/^<|>$/g, ''),
    unsubscribePost: header('list-unsubscribe-post'),
    messageId: parsed.messageId ?? '',
  };
}

/** The mails a recipient got. */
export const mailsTo = (mails: readonly ReceivedMail[], email: string) => mails.filter((m) => m.to.includes(email));

/** The rows of a week, by status. */
export async function weekRows(db: Db, week: string) {
  return db.select().from(weeklyMails).where(eq(weeklyMails.week, week)).orderBy(weeklyMails.userId);
}
