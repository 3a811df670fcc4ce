import type { Db } from '../../db/client.ts';
import type { LinkKeys } from '../../auth/links.ts';
import type { ServerConfig } from '../../config.ts';
import { createPooledMailer } from '../../adapters/mail.ts';
import { mailedLinkBase } from '../../http/publicBase.ts';
import { mailClubs } from '../session/mailRecipients.ts';
import { domainOf } from './weeklyMailMessage.ts';
import { sendWeek, type RunSummary } from './weeklyMailRun.ts';
import { currentWeek, dueWeek } from './weeklyMailWeek.ts';

export interface WeeklyMailDeps {
  db: Db;
  links: LinkKeys;
  config: ServerConfig;
  log: { info(message: string): void; warn(message: string): void };
}

/**
 * One round over the clubs: each club whose day and hour have come this week (weeklyMailWeek.ts) sends
 * what is still due of that week; `thisWeek` (mail:weekly --now) sends this week's mails whatever the
 * day. One SMTP pool for the round, closed at its end. Safe to run anywhere at any time: the rows'
 * claims (weeklyMailRun.ts) make every mail go out once.
 */
export async function runWeeklyMails(
  deps: WeeklyMailDeps,
  now: Date,
  opts: { clubCode?: string; thisWeek?: boolean; signal?: AbortSignal } = {},
): Promise<RunSummary[]> {
  const { db, config, log } = deps;
  const due = (await mailClubs(db, opts.clubCode)).flatMap((club) => {
    const week = opts.thisWeek ? currentWeek(now) : dueWeek(now, club.day, club.hour);
    return week ? [{ club, week }] : [];
  });
  if (due.length === 0) return [];
  const mailer = createPooledMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    connections: config.weeklyMailConnections,
    perMinute: config.weeklyMailPerMinute,
    log: (m) => log.info(m),
  });
  const ctx = { db, links: deps.links, base: mailedLinkBase(config), domain: domainOf(config.mailFrom) };
  const out: RunSummary[] = [];
  try {
    for (const { club, week } of due) {
      if (opts.signal?.aborted) break;
      const summary = await sendWeek(ctx, mailer, club, week, now, { workers: config.weeklyMailConnections, signal: opts.signal });
      if (summary.sent + summary.retry + summary.failed > 0) log[summary.retry + summary.failed > 0 ? 'warn' : 'info'](describeRun(summary));
      out.push(summary);
    }
  } finally {
    mailer.close();
  }
  return out;
}

export function describeRun(s: RunSummary): string {
  return `weekly mail ${s.club} week of ${s.week}: ${s.sent} sent, ${s.empty} with nothing to say, ${s.skipped} switched off, ${s.retry} to try again, ${s.failed} given up`;
}

/**
 * Inside the server: every WEEKLY_MAIL_CHECK_SECONDS a round (not two at once in one process; other
 * processes' rounds meet in the claims). The first a minute after start, not during it. The returned
 * stop claims nothing more and waits for the mails under way (at most one per SMTP connection); a
 * row claimed but not finished goes to another process when its lease runs out.
 */
export function scheduleWeeklyMails(deps: WeeklyMailDeps): () => Promise<void> {
  const period = deps.config.weeklyMailCheckSeconds * 1000;
  const stopping = new AbortController();
  let current: Promise<void> | null = null;
  const run = () => {
    current ??= runWeeklyMails(deps, new Date(), { signal: stopping.signal })
      .then(
        () => undefined,
        (e: unknown) => deps.log.warn(`weekly mail failed: ${(e as Error).message}`),
      )
      .finally(() => {
        current = null;
      });
  };
  const first = setTimeout(run, Math.min(60_000, period));
  const every = setInterval(run, period);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    stopping.abort();
    await current;
  };
}
