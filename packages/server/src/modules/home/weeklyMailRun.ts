import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { weeklyMailOptouts, weeklyMails } from '../../db/schema.ts';
import type { Mailer } from '../../adapters/mail.ts';
import { mailAccount, mailAccountsOf, type MailClub } from '../session/mailRecipients.ts';
import { weeklyMessage, type MessageContext } from './weeklyMailMessage.ts';
import { weeklyMailOn } from './weeklyMailSwitch.ts';

/*
 * One club's mails of one week, exactly once per account (issue 32), with any number of processes at
 * once (server timers, mail:weekly by hand, a restart half-way):
 * 1. The week's rows: one per account that has the mail on, `insert … on conflict do nothing` on the
 *    unique (user, week), so two processes making them make each once.
 * 2. Claim: one statement takes the first row that is pending, or sending with an expired lease,
 *    `for update skip locked` (two processes never take the same row), and marks it sending with a
 *    lease of LEASE_MS. Nobody else takes it while the lease runs.
 * 3. Send, then mark it sent (or empty: nothing to say; skipped: switched off since; a failure: pending
 *    again after a delay that doubles, failed after MAX_ATTEMPTS). The others are not touched.
 * A process that dies between claim and mark leaves the row sending: after its lease another process
 * sends it. If it died after the mail server accepted the mail but before the mark, that one mail goes
 * out twice (with the same Message-ID); SMTP gives no way to ask whether a mail arrived.
 */

const LEASE_MS = 10 * 60_000;
const KEEP_WEEKS = 13;
const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 5 * 60_000;
/** 5, 10, 20, 40, 80 minutes: within the day a week's mail may still go out (weeklyMailWeek.ts). */
const retryDelay = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

export interface RunSummary {
  club: string;
  week: string;
  sent: number;
  /** Nothing to say this week: no mail. */
  empty: number;
  /** Switched off, deactivated or without an e-mail by its turn. */
  skipped: number;
  /** Failed now, tried again later. */
  retry: number;
  failed: number;
}

type Row = typeof weeklyMails.$inferSelect;

/** The week's rows, made once: a club whose rows exist already (another process, an earlier tick) is left as it is. */
async function makeRows(db: Db, club: MailClub, week: string, now: Date): Promise<void> {
  const [made] = await db.select({ id: weeklyMails.id }).from(weeklyMails).where(and(eq(weeklyMails.clubId, club.clubId), eq(weeklyMails.week, week))).limit(1);
  if (made) return;
  const [accounts, off] = await Promise.all([
    mailAccountsOf(db, club.clubId),
    db.select({ userId: weeklyMailOptouts.userId }).from(weeklyMailOptouts).where(eq(weeklyMailOptouts.clubId, club.clubId)),
  ]);
  const offIds = new Set(off.map((o) => o.userId));
  const values = accounts.filter((a) => !offIds.has(a.userId)).map((a) => ({ clubId: club.clubId, userId: a.userId, week, nextTryAt: now }));
  for (let i = 0; i < values.length; i += 1000) await db.insert(weeklyMails).values(values.slice(i, i + 1000)).onConflictDoNothing();
  // A quarter's rows are kept (what went out, what failed and why); older ones serve no purpose.
  await db.delete(weeklyMails).where(and(eq(weeklyMails.clubId, club.clubId), lt(weeklyMails.week, addDays(week, -KEEP_WEEKS * 7))));
}

/** Takes the next row due, for this process alone (for update skip locked), under a lease. */
async function claim(db: Db, club: MailClub, week: string, now: Date): Promise<Row | undefined> {
  const next = db
    .select({ id: weeklyMails.id })
    .from(weeklyMails)
    .where(and(eq(weeklyMails.clubId, club.clubId), eq(weeklyMails.week, week), inArray(weeklyMails.status, ['pending', 'sending']), lte(weeklyMails.nextTryAt, now)))
    .orderBy(weeklyMails.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(weeklyMails)
    .set({ status: 'sending', attempts: sql`${weeklyMails.attempts} + 1`, nextTryAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(weeklyMails.id, next))
    .returning();
  return row;
}

/** Records how a claimed row ended, only while it is still this claim (a lease taken over is the other's). */
async function finish(db: Db, row: Row, values: Partial<Row>): Promise<void> {
  await db
    .update(weeklyMails)
    .set(values)
    .where(and(eq(weeklyMails.id, row.id), eq(weeklyMails.status, 'sending'), eq(weeklyMails.attempts, row.attempts)));
}

type Outcome = 'sent' | 'empty' | 'skipped' | 'retry' | 'failed';

async function deliver(ctx: MessageContext, mailer: Mailer, club: MailClub, row: Row, now: Date): Promise<Outcome> {
  const { db } = ctx;
  try {
    const account = await mailAccount(db, club.clubId, row.userId);
    if (!account || !(await weeklyMailOn(db, row.userId))) {
      await finish(db, row, { status: 'skipped' });
      return 'skipped';
    }
    const message = await weeklyMessage(ctx, club, account, row.week, now);
    if (!message) {
      await finish(db, row, { status: 'empty' });
      return 'empty';
    }
    await mailer.send(message);
    await finish(db, row, { status: 'sent', sentAt: new Date(), error: '' });
    return 'sent';
  } catch (e) {
    const error = ((e as Error).message || String(e)).slice(0, 500);
    const last = row.attempts >= MAX_ATTEMPTS;
    await finish(db, row, last ? { status: 'failed', error } : { status: 'pending', error, nextTryAt: new Date(now.getTime() + retryDelay(row.attempts)) });
    return last ? 'failed' : 'retry';
  }
}

/**
 * Sends a club's mails of a week that are due at `now` (a test's now may lie in another week; the clock
 * moves on from it while the run lasts, so a lease taken late in a long run is still a full lease).
 * `workers` rows at a time, each claimed just before its turn: the SMTP pool sets the pace. After
 * `signal` aborts (the server stops) nothing more is claimed.
 */
export async function sendWeek(
  ctx: MessageContext,
  mailer: Mailer,
  club: MailClub,
  week: string,
  now: Date,
  opts: { workers: number; signal?: AbortSignal },
): Promise<RunSummary> {
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  await makeRows(ctx.db, club, week, clock());
  const summary: RunSummary = { club: club.code, week, sent: 0, empty: 0, skipped: 0, retry: 0, failed: 0 };
  const next = () => (opts.signal?.aborted ? undefined : claim(ctx.db, club, week, clock()));
  const work = async () => {
    for (let row = await next(); row; row = await next()) summary[await deliver(ctx, mailer, club, row, clock())]++;
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.workers) }, work));
  return summary;
}
