import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingPlayers } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { enqueueNotifications } from '../notifications/enqueue.ts';
import type { LockedMeeting } from './meetingAccess.ts';
import { answerTokensFor } from './answerLinks.ts';

type Place = { id: number; reserve: boolean };

const facts = (m: LockedMeeting) => ({ team: m.team.name, meeting: `${m.meeting.homeTeam} - ${m.meeting.awayTeam}`, day: m.meeting.playDate });

/**
 * A saved line-up tells the members whose place changed: put in (as player or reserve, or moved between
 * the two) and taken out. Not the one who saved it. Runs in the save's transaction, keyed by its release
 * time, so the same save never notifies twice; a save that changes nobody's place notifies nobody.
 */
export async function notifyLineUp(tx: Db, user: RequestUser, m: LockedMeeting, before: Place[], after: Place[], releasedAt: Date): Promise<void> {
  const was = new Map(before.map((p) => [p.id, p.reserve]));
  const now = new Set(after.map((p) => p.id));
  const changed = after.filter((p) => was.get(p.id) !== p.reserve);
  // Who is put in is asked to answer: the notification opens that member's answer link.
  const tokens = await answerTokensFor(tx, user.clubId, m.meeting.id, changed.map((p) => p.id));
  const put = changed.map((p) => ({ memberId: p.id, notice: { kind: 'lineUp' as const, in: true, reserve: p.reserve, ...facts(m), answerToken: tokens.get(p.id) } }));
  const out = before.filter((p) => !now.has(p.id)).map((p) => ({ memberId: p.id, notice: { kind: 'lineUp' as const, in: false, reserve: false, ...facts(m) } }));
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `meeting:${m.meeting.id}`,
    version: releasedAt.toISOString(),
    notices: [...put, ...out],
    now: releasedAt,
  });
}

/**
 * The line-up's mail is the captain asking its players to confirm (spec 01: the composition form's
 * 'e-mail players'): each player the mail goes to is asked once per saved line-up, however often it is mailed.
 */
export async function notifyConfirmAsk(tx: Db, user: RequestUser, m: LockedMeeting, flags: number, now: Date): Promise<void> {
  const lineUp = await tx.select({ id: meetingPlayers.memberId, reserve: meetingPlayers.reserve }).from(meetingPlayers).where(eq(meetingPlayers.meetingId, m.meeting.id)).orderBy(asc(meetingPlayers.position));
  const asked = lineUp.filter((p) => (p.reserve ? flags & 2 : flags & 1));
  const tokens = await answerTokensFor(tx, user.clubId, m.meeting.id, asked.map((p) => p.id));
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `meeting:${m.meeting.id}`,
    version: `ask-${m.meeting.releasedAt?.toISOString() ?? 'never'}`,
    notices: asked.map((p) => ({ memberId: p.id, notice: { kind: 'confirmAsk' as const, ...facts(m), answerToken: tokens.get(p.id) } })),
    now,
  });
}
