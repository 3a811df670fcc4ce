/** Play-moment rules both the app and the server apply (spec 01 sections 4, 5 and 9). */

/** playermoment_list.php answers at most this many moments per call. */
export const PLAYER_MOMENT_LIMIT = 5;
export const MAX_RESERVATION_REMARK = 200;

/** Full when the reservations reach the capacity (spec 01 section 4). A capacity of 0 means no limit. */
export function isFull(moment: { capacity: number; nrOfReservations: number }): boolean {
  return moment.capacity > 0 && moment.nrOfReservations >= moment.capacity;
}

/** The count shows only when count and capacity are both above 0. */
export function showsCount(moment: { capacity: number; nrOfReservations: number }): boolean {
  return moment.capacity > 0 && moment.nrOfReservations > 0;
}
