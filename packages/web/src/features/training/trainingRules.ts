import type { TraineeTrainingMoment, TrainingMoment, TrainingPresence } from '@clubhuis/contract/entities/training';

/** How a row of the trainer's list looks (spec 02 section 2). */
export type RowStyle = 'merged' | 'cancelled' | 'confirmed' | 'toBeConfirmed' | 'open';

export function rowStyle(m: Pick<TrainingMoment, 'trainingStatus'>): RowStyle {
  if (m.trainingStatus === 8) return 'merged';
  if (m.trainingStatus === 9) return 'cancelled';
  if (m.trainingStatus === 2) return 'confirmed';
  // Past and unconfirmed.
  return m.trainingStatus === 0 ? 'toBeConfirmed' : 'open';
}

export const ROW_COLORS: Record<RowStyle, string> = {
  merged: 'grape.1',
  cancelled: 'red.1',
  confirmed: 'green.1',
  toBeConfirmed: 'yellow.1',
  open: 'transparent',
};

/** Case-insensitive text search over what a row shows. */
export function matchesSearch(m: Pick<TrainingMoment, 'title' | 'moment' | 'calendarTitle' | 'description' | 'trainingGroup'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (q === '') return true;
  return [m.title, m.moment, m.calendarTitle, m.description, m.trainingGroup].some((x) => x.toLowerCase().includes(q));
}

/** /trainingmoments/open: the open ones (below 2); all: everything. */
export function trainerFilter(list: readonly TrainingMoment[], status: string, search: string): TrainingMoment[] {
  return list.filter((m) => (status === 'open' ? m.trainingStatus < 2 : true) && matchesSearch(m, search));
}

/** The first training of today or later in a list ordered by start time; undefined when all lie behind. */
export function firstFromToday<M extends Pick<TrainingMoment, 'startTime'>>(list: readonly M[], today: string): M | undefined {
  return list.find((m) => m.startTime.slice(0, 10) >= today);
}

/** reservation: trainings still to come (end not passed); participated: the past ones, latest first. */
export function traineeFilter(list: readonly TraineeTrainingMoment[], status: string, search: string, now: string): TraineeTrainingMoment[] {
  const matching = list.filter((m) => matchesSearch({ ...m, trainingGroup: m.trainingGroup }, search));
  if (status === 'participated') return matching.filter((m) => m.endTime <= now).reverse();
  return matching.filter((m) => m.endTime > now);
}

export function presentCount(list: readonly TrainingPresence[]): number {
  return list.filter((p) => p.presence === 1).length;
}

/** Status above 2 shows its description in capitals; open past ones are to be confirmed. */
export function statusLabel(m: Pick<TrainingMoment, 'trainingStatus' | 'trainingStatusDescription'>, toBeConfirmed: string): string {
  if (m.trainingStatus > 2) return m.trainingStatusDescription.toUpperCase();
  if (m.trainingStatus === 2) return m.trainingStatusDescription;
  return m.trainingStatus === 0 ? toBeConfirmed : m.trainingStatusDescription;
}
