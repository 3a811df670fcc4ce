import type { WeekItem } from '@clubhuis/contract/entities/home';
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { TraineeTrainingMoment } from '@clubhuis/contract/entities/training';
import type { CachedAnswers } from '../../api/calls';

/** Changes one line of every cached week (the same meeting or training of the same member). */
function changeLine(cache: CachedAnswers, match: (item: WeekItem) => boolean, change: (item: WeekItem) => WeekItem): void {
  cache.updateAll('home/myWeek', (week) => ({ ...week, items: week.items.map((i) => (match(i) ? change(i) : i)) }));
}

/**
 * A meeting answered from home: the member's line shows its answer, and the meeting the server answered
 * goes into every cached list of /teams, so that screen shows it at once too.
 */
export function storeMeetingAnswer(cache: CachedAnswers, meeting: Meeting, memberId: number, answer: 0 | 1): void {
  changeLine(
    cache,
    (i) => i.kind === 'meeting' && i.id === meeting.id && i.memberId === memberId,
    (i) => ({ ...i, answer, asksAnswer: false, driver: meeting.driver }),
  );
  cache.updateAll('teamcomposition/list', (list) => list.map((m) => (m.id === meeting.id ? meeting : m)));
}

/** A training answered from home: the line and the trainee's own list (/traineetrainingmoments). */
export function storeTrainingAnswer(cache: CachedAnswers, moment: TraineeTrainingMoment, memberId: number): void {
  changeLine(
    cache,
    (i) => i.kind === 'training' && i.id === moment.eventId && i.memberId === memberId,
    (i) => ({ ...i, reserved: moment.reserved, remark: moment.remark, asksAnswer: false }),
  );
  cache.update('training/getTraineeMomentList', { trainee_id: memberId }, (old) =>
    old ? { ...old, data: (old.data ?? []).map((m) => (m.eventId === moment.eventId ? moment : m)) } : old,
  );
}
