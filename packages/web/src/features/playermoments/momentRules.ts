import type { PlayerMoment, Presence, Reservation } from '@clubhuis/contract/entities/playermoments';
import { compareIso } from '../../ui/dates';

const byTime = (a: { playDate: string; startTime: string }, b: { playDate: string; startTime: string }) =>
  compareIso(a.playDate, b.playDate) || compareIso(a.startTime, b.startTime);

/** The next moments and, when asked, the ones after them (second call): one list, each moment once, by date. */
export function mergeMoments(...lists: readonly (readonly PlayerMoment[])[]): PlayerMoment[] {
  const byId = new Map<number, PlayerMoment>();
  for (const list of lists) for (const m of list) if (!byId.has(m.eventId)) byId.set(m.eventId, m);
  return [...byId.values()].sort(byTime);
}

/** Only moments dated today or later can be reserved (spec 01 section 5); today is yyyy-mm-dd in Brussels. */
export function bookableMoments(moments: readonly PlayerMoment[], today: string): PlayerMoment[] {
  return moments.filter((m) => m.playDate >= today);
}

/** The moments whose presence list the user keeps. */
export function responsibleMoments(moments: readonly PlayerMoment[]): PlayerMoment[] {
  return moments.filter((m) => m.isResponsible);
}

export function presentCount(presences: readonly Presence[]): number {
  return presences.filter((p) => p.presence === '1').length;
}

/** Reservations in the order they will be played. */
export function sortReservations(list: readonly Reservation[]): Reservation[] {
  return [...list].sort((a, b) => byTime(a, b) || a.memberName.localeCompare(b.memberName));
}

/** Who to reserve for: the one linked member when there is exactly one, else the one picked (0 = none yet). */
export function reservationMember(linked: readonly number[], picked: number): number {
  if (linked.length === 1) return linked[0]!;
  return linked.includes(picked) ? picked : 0;
}

/** A reservation needs a selected moment and a member above 0 (spec 01 section 5). */
export function canReserve(eventId: number, memberId: number): boolean {
  return eventId > 0 && memberId > 0;
}

/**
 * The list after a presence change: the server's answer, but for members other than the changed one
 * the row already shown, so answers arriving out of order never undo a tick made meanwhile.
 */
export function mergePresenceAnswer(
  current: readonly Presence[] | undefined,
  answer: readonly Presence[],
  memberId: number,
): Presence[] {
  const shown = new Map((current ?? []).map((p) => [p.memberId, p]));
  return answer.map((row) => (row.memberId === memberId ? row : (shown.get(row.memberId) ?? row)));
}
