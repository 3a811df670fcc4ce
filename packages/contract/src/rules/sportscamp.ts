/** Sports-camp rules both the app and the server apply (spec 02 sections 4, 5 and 9). */

/** Transport codes of a trainer's camp presence (spec 02 section 9). */
export const TRANSPORT_CAR = 1;
export const TRANSPORT_BIKE = 2;

/** Camp planning views (spec 02 section 9): 3, theme and material together, is the default. */
export const PLANNING_VIEWS = { theme: 1, material: 2, both: 3, trainers: 4 } as const;
export const DEFAULT_PLANNING_VIEW = PLANNING_VIEWS.both;

export const MAX_TRAINER_REMARKS = 400;
/** Material photos are shown at this height in pixels (spec 02 section 9). */
export const MATERIAL_PHOTO_HEIGHT = 100;

/** Remarks of a trainer's camp presence: trimmed; a newline is refused, not silently joined (spec 02 section 5). */
export function cleanTrainerRemarks(remarks: string): string {
  return remarks.trim();
}

export function hasNewline(text: string): boolean {
  return /[\r\n]/.test(text);
}

/**
 * A child's birthday falls on `today` (both yyyy-mm-dd, today on the Brussels clock). Born on 29
 * February: celebrated on 28 February in a year without one.
 */
export function isBirthdayOn(birthdate: string | null, today: string): boolean {
  if (!birthdate || birthdate.length < 10) return false;
  const md = birthdate.slice(5, 10);
  const todayMd = today.slice(5, 10);
  if (md === todayMd) return true;
  const year = Number(today.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return md === '02-29' && !leap && todayMd === '02-28';
}

/** Check-in flips presence only while the child is not checked out (spec 02 section 4). */
export function mayCheckIn(p: { checkedOut: string }): boolean {
  return p.checkedOut !== '1';
}

/** Only a child that was checked in can be checked out. */
export function mayCheckOut(p: { presence: string }): boolean {
  return p.presence === '1';
}
