import { and, asc, eq } from 'drizzle-orm';
import type { CampPresence } from '@clubhuis/contract/entities/sportscamp';
import { isBirthdayOn } from '@clubhuis/contract/rules/sportscamp';
import type { Db } from '../../db/client.ts';
import { sportsCampPresenceLog, sportsCampPresences, sportsCampSubscriptions } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { todayOf } from './campAccess.ts';
import { findMoment } from './moments.ts';
import { sportsCampText } from './messages.ts';

const p = sportsCampPresences;
const s = sportsCampSubscriptions;
type Moment = Awaited<ReturnType<typeof findMoment>>;

/**
 * The children of the moment's group with their check-in and check-out (one statement). The
 * check-out list holds only the children checked in.
 */
async function presenceList(db: Db, moment: Moment, checkOut: boolean, today: string): Promise<CampPresence[]> {
  const rows = await db
    .select({ s, p })
    .from(s)
    .leftJoin(p, and(eq(p.subscriptionId, s.id), eq(p.momentId, moment.id)))
    .where(and(eq(s.groupId, moment.groupId), checkOut ? eq(p.present, true) : undefined))
    .orderBy(asc(s.lastName), asc(s.firstName), asc(s.id));
  return rows.map(({ s: x, p: row }) => ({
    id: row?.id ?? 0,
    subscriptionId: x.id,
    subscriptionName: `${x.firstName} ${x.lastName}`,
    gender: x.gender,
    email: x.email,
    email2: x.email2,
    telephone: x.telephone,
    telephone2: x.telephone2,
    isBirthdayToday: isBirthdayOn(x.birthdate, today),
    parents: x.parents,
    presence: row?.present ? '1' : '0',
    checkedOut: row?.checkedOut ? '1' : '0',
  }));
}

export async function listPresences(db: Db, user: RequestUser, body: { event_id: number; checkOut: 0 | 1 }, now: Date) {
  const moment = await findMoment(db, user, body.event_id);
  return presenceList(db, moment, body.checkOut === 1, todayOf(now));
}

/**
 * Makes sure the child's presence row exists and locks it until the transaction ends: two trainers
 * tapping the same child at once are applied one after the other, across server processes too.
 */
async function lockPresence(tx: Db, clubId: number, moment: Moment, subscriptionId: number) {
  const [child] = await tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, subscriptionId), eq(s.groupId, moment.groupId)));
  if (!child) throw new ApiError(404, sportsCampText.unknownSubscription);
  await tx.insert(p).values({ clubId, momentId: moment.id, subscriptionId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.momentId, moment.id), eq(p.subscriptionId, subscriptionId)))
    .for('update');
  return row!;
}

type Change = { action: 'checkIn' | 'checkOut'; value: boolean };

/** Writes the change and its audit row (who, when), only when it changes something. */
async function apply(tx: Db, user: RequestUser, row: typeof p.$inferSelect, change: Change): Promise<void> {
  const current = change.action === 'checkIn' ? row.present : row.checkedOut;
  if (current === change.value) return;
  await tx
    .update(p)
    .set(change.action === 'checkIn' ? { present: change.value } : { checkedOut: change.value })
    .where(eq(p.id, row.id));
  await tx.insert(sportsCampPresenceLog).values({ clubId: user.clubId, presenceId: row.id, ...change, userId: user.userId });
}

/** Check-in (present 1) or its undo (0): only while the child is not checked out (spec 02 section 4). */
export async function checkIn(
  db: Db,
  user: RequestUser,
  body: { event_id: number; subscription_id: number; present: 0 | 1 },
  now: Date,
): Promise<CampPresence[]> {
  const moment = await findMoment(db, user, body.event_id);
  await db.transaction(async (tx) => {
    const row = await lockPresence(tx, user.clubId, moment, body.subscription_id);
    if (row.checkedOut) throw new ApiError(409, sportsCampText.alreadyCheckedOut);
    await apply(tx, user, row, { action: 'checkIn', value: body.present === 1 });
  });
  return presenceList(db, moment, false, todayOf(now));
}

/** Check-out (1) of a checked-in child, or its undo (0). Answers the check-out list. */
export async function checkOut(
  db: Db,
  user: RequestUser,
  body: { event_id: number; subscription_id: number; checkedOut: 0 | 1 },
  now: Date,
): Promise<CampPresence[]> {
  const moment = await findMoment(db, user, body.event_id);
  await db.transaction(async (tx) => {
    const row = await lockPresence(tx, user.clubId, moment, body.subscription_id);
    if (body.checkedOut === 1 && !row.present) throw new ApiError(409, sportsCampText.notCheckedIn);
    await apply(tx, user, row, { action: 'checkOut', value: body.checkedOut === 1 });
  });
  return presenceList(db, moment, true, todayOf(now));
}
