import { and, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { PushSend } from '../../adapters/webPush.ts';
import type { Db } from '../../db/client.ts';
import { appConfig, notificationOutbox, pushSubscriptions, userLogins } from '../../db/schema.ts';

const o = notificationOutbox;
const s = pushSubscriptions;

/** Rows one round claims: their pushes go out together, well within the claim. */
const BATCH = 20;
/** A claimed row is this sender's until then; a process that dies holding it frees it by time. */
const CLAIM_MS = 60_000;
/** A push service that failed (unreachable, 429, 5xx) is tried again later, this many times in all. */
const MAX_ATTEMPTS = 5;
const RETRY_MS = 30_000;
/**
 * Sent rows are kept this long, then deleted: the outbox stays the size of a fortnight, not of the club's
 * history. Their change keys only guard against a second enqueue of one change, which comes within
 * seconds (another process, a retry), never weeks later.
 */
const KEEP_SENT_MS = 14 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 1_000;

export interface SendRound {
  /** Pushes a push service accepted. */
  pushed: number;
  /** Subscriptions dropped because the push service said they are gone (404, 410). */
  dropped: number;
}

/**
 * Claims the due notifications (`for update skip locked`, so two processes never claim one row) and
 * pushes each to every device of its account that has not had it yet. A device the push service
 * answers 404 or 410 for is gone: its subscription is removed. Rows are done when every device took
 * it (or refused it for good); a failing push service is tried again after RETRY_MS, at most
 * MAX_ATTEMPTS times. Returns what happened; rounds repeat until nothing is due.
 */
export async function sendDueNotifications(db: Db, send: PushSend, now: Date = new Date()): Promise<SendRound> {
  const total: SendRound = { pushed: 0, dropped: 0 };
  for (;;) {
    const claimed = await claim(db, now);
    if (claimed.length === 0) return total;
    const icons = await clubIcons(db, [...new Set(claimed.map((r) => r.clubId))]);
    const rounds = await Promise.all(claimed.map((row) => sendRow(db, send, row, icons.get(row.clubId) ?? '', now)));
    for (const r of rounds) {
      total.pushed += r.pushed;
      total.dropped += r.dropped;
    }
  }
}

async function claim(db: Db, now: Date) {
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(and(isNull(o.sentAt), lte(o.dueAt, now), or(isNull(o.claimedUntil), lte(o.claimedUntil, now))))
    .orderBy(o.dueAt, o.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(o)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${o.attempts} + 1` })
    .where(inArray(o.id, due))
    .returning();
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];

/** The club's own image for the notification: its logo or favicon when that is a web address (a data: logo is too big for a push message). */
async function clubIcons(db: Db, clubIds: number[]): Promise<Map<number, string>> {
  const rows = await db.select({ clubId: appConfig.clubId, logo: appConfig.logo, favicon: appConfig.favicon }).from(appConfig).where(inArray(appConfig.clubId, clubIds));
  const web = (a: string) => /^https?:\/\//.test(a);
  return new Map(rows.map((r) => [r.clubId, web(r.logo) ? r.logo : web(r.favicon) ? r.favicon : '']));
}

async function sendRow(db: Db, send: PushSend, row: Claimed, icon: string, now: Date): Promise<SendRound> {
  // The account's devices that have not had it, made under a login that was not logged out.
  const devices = await db
    .select({ id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth })
    .from(s)
    .leftJoin(userLogins, eq(userLogins.id, s.loginId))
    .where(and(eq(s.userId, row.userId), isNull(userLogins.revokedAt), row.delivered.length ? notInArray(s.id, row.delivered) : undefined));
  const payload = JSON.stringify({ title: row.title, body: row.body, url: row.url, tag: row.tag, ...(icon ? { icon } : {}) });
  const statuses = await Promise.all(devices.map(async (d) => ({ d, status: await send(d, payload) })));
  const delivered = statuses.filter((x) => x.status >= 200 && x.status < 300).map((x) => x.d.id);
  const gone = statuses.filter((x) => x.status === 404 || x.status === 410).map((x) => x.d);
  const retry = statuses.some((x) => x.status === 0 || x.status === 429 || x.status >= 500);
  for (const d of gone) await db.delete(s).where(and(eq(s.id, d.id), eq(s.endpoint, d.endpoint)));
  const done = !retry || row.attempts >= MAX_ATTEMPTS;
  await db
    .update(o)
    .set({
      delivered: [...row.delivered, ...delivered],
      ...(done ? { sentAt: now } : { claimedUntil: new Date(now.getTime() + RETRY_MS * row.attempts) }),
    })
    .where(eq(o.id, row.id));
  return { pushed: delivered.length, dropped: gone.length };
}

/** Deletes up to PRUNE_BATCH rows sent before KEEP_SENT_MS ago; returns how many. */
export async function pruneSentNotifications(db: Db, now: Date = new Date()): Promise<number> {
  const old = db
    .select({ id: o.id })
    .from(o)
    .where(lte(o.sentAt, new Date(now.getTime() - KEEP_SENT_MS)))
    .limit(PRUNE_BATCH);
  return (await db.delete(o).where(inArray(o.id, old)).returning({ id: o.id })).length;
}

/** Sends what is due every `seconds` in this process, and prunes old sent rows hourly; returns the stop function. */
export function scheduleSending(db: Db, send: () => Promise<PushSend>, seconds: number, warn: (m: string) => void): () => void {
  let running = false;
  let prunedAt = 0;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sendDueNotifications(db, await send());
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneSentNotifications(db);
      }
    } catch (e) {
      warn(`push notifications: ${(e as Error).message}`);
    } finally {
      running = false;
    }
  };
  const every = setInterval(run, seconds * 1000);
  every.unref();
  return () => clearInterval(every);
}
