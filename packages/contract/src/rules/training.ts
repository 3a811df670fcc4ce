/** Pure training rules both sides apply (spec 02 sections 4 and 5). */

export const TRAINING_STATUS = { openPast: 0, openComing: 1, confirmed: 2, merged: 8, cancelled: 9 } as const;
export const MAX_ASSISTENTS = 5;
export const MAX_TRAINING_REMARK = 500;

/** The remark sent with -1: the chosen reason and the trimmed explanation ('Ziek - griep'); '' when neither. */
export function absenceRemark(reason: string, remark: string): string {
  return [reason.trim(), remark.trim()].filter((x) => x !== '').join(' - ');
}
/** The trainer's list and the trainee's list: from eight weeks back to eight weeks ahead. */
export const TRAINING_WINDOW_DAYS_BACK = 56;
export const TRAINING_WINDOW_DAYS_AHEAD = 56;
/** The attendance overview covers at most a year. */
export const MAX_ATTENDANCE_DAYS = 366;

/** 'yyyy-mm-dd hh:mm' strings compare as times on the Brussels clock. */
export function isPast(time: string, now: string): boolean {
  return time <= now;
}

/** Open (below 2) shows as 0 or 1 by the start time; 2 and above as stored. */
export function effectiveStatus(stored: number, startTime: string, now: string): 0 | 1 | 2 | 8 | 9 {
  if (stored >= 2) return stored as 2 | 8 | 9;
  return isPast(startTime, now) ? 0 : 1;
}

/** Spec 02 section 4: confirm only a past training below 2 with every presence ticked. */
export function canConfirm(m: { trainingStatus: number; startTime: string; toBeConfirmed: number }, now: string): boolean {
  return m.trainingStatus < 2 && isPast(m.startTime, now) && m.toBeConfirmed === 0;
}

/** The confirm button: an open training that has started; its form says when presences must be marked first. */
export function showsConfirm(m: { trainingStatus: number; startTime: string }, now: string): boolean {
  return m.trainingStatus < 2 && isPast(m.startTime, now);
}

/** The cancel button: below 2 and presences not all ticked (a training that was held is confirmed, not cancelled). */
export function showsCancel(m: { trainingStatus: number; toBeConfirmed: number }): boolean {
  return m.trainingStatus < 2 && m.toBeConfirmed !== 0;
}

/** Presence toggle: unknown or absent becomes present, present becomes absent. */
export function nextPresence(presence: -1 | 0 | 1): 0 | 1 {
  return presence === 1 ? 0 : 1;
}

/** Additional trainee selection (spec 02 section 5): 1 trainees; 2 plus active members; 3 plus memberState 2. */
export function fitsExtraSelection(selection: number, m: { traineeState: number; memberState: number }): boolean {
  if (selection <= 0) return false;
  if (m.traineeState > 0 && m.memberState === 1) return true;
  if (selection >= 2 && m.memberState === 1) return true;
  return selection >= 3 && m.memberState === 2;
}

/** Attendance percentage of one trainee: present over marked-or-not held trainings, rounded; 0 without trainings. */
export function attendancePercentage(cells: readonly { presence: number }[]): number {
  if (cells.length === 0) return 0;
  return Math.round((cells.filter((c) => c.presence === 1).length * 100) / cells.length);
}
