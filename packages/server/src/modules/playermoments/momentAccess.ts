import { and, eq, inArray } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { playerMomentResponsibles, playerMoments } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { playerMomentsText } from './messages.ts';

export type MomentRow = typeof playerMoments.$inferSelect;

/** Spec 01 section 5: a reservation needs a chosen moment and a member above 0; the app never sends 0 otherwise. */
export function requireChosen(body: { event_id?: number; member_id?: number }): void {
  if (body.event_id === 0) throw new ApiError(400, playerMomentsText.chooseMoment);
  if (body.member_id === 0) throw new ApiError(400, playerMomentsText.chooseMember);
}

/** Brussels today: moments dated before it are past (no reservations, no cancellations). */
export function todayOf(now: Date): string {
  return brusselsClock(now).date;
}

export async function findMoment(db: Db, clubId: number, momentId: number): Promise<MomentRow> {
  const [row] = await db
    .select()
    .from(playerMoments)
    .where(and(eq(playerMoments.id, momentId), eq(playerMoments.clubId, clubId)));
  if (!row) throw new ApiError(404, playerMomentsText.unknownMoment);
  return row;
}

/**
 * Reads a moment of the user's club and locks its row until the transaction ends: reservations of
 * one moment are counted and written one after another, across server processes too.
 */
export async function lockMoment(tx: Db, clubId: number, momentId: number): Promise<MomentRow> {
  const [row] = await tx
    .select()
    .from(playerMoments)
    .where(and(eq(playerMoments.id, momentId), eq(playerMoments.clubId, clubId)))
    .for('update');
  if (!row) throw new ApiError(404, playerMomentsText.unknownMoment);
  return row;
}

/** Presences are for the moment's responsible persons only: one of the user's linked members must be one. */
export async function requireResponsible(db: Db, user: RequestUser, momentId: number): Promise<void> {
  const rows =
    user.memberIds.length === 0
      ? []
      : await db
          .select({ memberId: playerMomentResponsibles.memberId })
          .from(playerMomentResponsibles)
          .where(and(eq(playerMomentResponsibles.momentId, momentId), inArray(playerMomentResponsibles.memberId, user.memberIds)))
          .limit(1);
  if (rows.length === 0) throw new ApiError(403, playerMomentsText.notResponsible);
}
