import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { meetingTime } from '@clubhuis/contract/rules/interclub';
import type { Db } from '../../db/client.ts';
import { meetingAnswerLinks, meetings, members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { withKeyedCounts } from '../../http/keyedCounts.ts';
import { interclubText } from './messages.ts';

/*
 * Answer links (issue 34): a stored random token per member and meeting rather than an HMAC, so a
 * link can be revoked or replaced (a changed token is simply not found), and nothing about the token
 * tells which member or meeting it is: the row is the only key. It opens one meeting for one member,
 * until the meeting starts.
 */

/** Failed tries (unknown token, or its meeting started) per address and hour before 429, as password/set.php. */
export const LINK_FAILURES_PER_HOUR = 20;
const HOUR = 3_600_000;

export interface AnswerLink {
  clubId: number;
  meetingId: number;
  memberId: number;
}

/** `${base}/#/antwoord/<token>`: the web app's public answer page. */
export function answerLinkUrl(base: string, token: string): string {
  return `${base}/#/antwoord/${token}`;
}

/** The members' tokens for one meeting, made on first need (one per member and meeting, kept). */
export async function answerTokensFor(db: Db, clubId: number, meetingId: number, memberIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  await db
    .insert(meetingAnswerLinks)
    .values(ids.map((memberId) => ({ token: randomBytes(32).toString('base64url'), clubId, meetingId, memberId })))
    .onConflictDoNothing({ target: [meetingAnswerLinks.meetingId, meetingAnswerLinks.memberId] });
  const rows = await db
    .select({ memberId: meetingAnswerLinks.memberId, token: meetingAnswerLinks.token })
    .from(meetingAnswerLinks)
    .where(and(eq(meetingAnswerLinks.clubId, clubId), eq(meetingAnswerLinks.meetingId, meetingId), inArray(meetingAnswerLinks.memberId, ids)));
  return new Map(rows.map((r) => [r.memberId, r.token]));
}

/** One member's link for one meeting (the weekly e-mail's waiting lines). */
export async function answerLinkFor(db: Db, base: string, clubId: number, memberId: number, meetingId: number): Promise<string> {
  const tokens = await answerTokensFor(db, clubId, meetingId, [memberId]);
  return answerLinkUrl(base, tokens.get(memberId)!);
}

/** Until the meeting starts: its play date and time on the Brussels clock (a day without a time: that whole day). */
export function linkOpen(meeting: { playDate: string; playTime: string }, now: Date): boolean {
  const when = meetingTime(meeting.playDate, meeting.playTime, now);
  return when === 'future' || when === 'today';
}

async function usableLink(tx: Db, token: string, now: Date): Promise<AnswerLink | null> {
  const [row] = await tx
    .select({
      clubId: meetingAnswerLinks.clubId,
      meetingId: meetingAnswerLinks.meetingId,
      memberId: meetingAnswerLinks.memberId,
      playDate: meetings.playDate,
      playTime: meetings.playTime,
    })
    .from(meetingAnswerLinks)
    .innerJoin(meetings, and(eq(meetings.id, meetingAnswerLinks.meetingId), eq(meetings.clubId, meetingAnswerLinks.clubId)))
    .innerJoin(members, and(eq(members.id, meetingAnswerLinks.memberId), eq(members.memberState, 1)))
    .where(eq(meetingAnswerLinks.token, token));
  if (!row || !linkOpen(row, now)) return null;
  return { clubId: row.clubId, meetingId: row.meetingId, memberId: row.memberId };
}

/**
 * The link of a token, or the one Dutch refusal for any unusable token (unknown, changed, its meeting
 * started): the answer never tells whether a token exists. Counted per address like the password
 * links: past LINK_FAILURES_PER_HOUR failures an address gets 429 before any token is looked up.
 */
export async function openAnswerLink(db: Db, address: string, token: string, now: Date): Promise<AnswerLink> {
  const key = `answer-link-fail:${address}`;
  const outcome = await withKeyedCounts<AnswerLink | 'blocked' | 'unusable'>(db, [key], HOUR, async (used, tx) => {
    if (used(key) >= LINK_FAILURES_PER_HOUR) return { record: [], result: 'blocked' };
    const link = await usableLink(tx, token, now);
    return { record: link ? [] : [key], result: link ?? 'unusable' };
  });
  if (outcome === 'blocked') throw new ApiError(429, interclubText.tooManyLinkTries);
  if (outcome === 'unusable') throw new ApiError(404, interclubText.linkUnusable);
  return outcome;
}

/** A member's links go with its other interclub data (privacy erase). */
export async function dropAnswerLinks(tx: Db, memberId: number): Promise<void> {
  await tx.delete(meetingAnswerLinks).where(eq(meetingAnswerLinks.memberId, memberId));
}
