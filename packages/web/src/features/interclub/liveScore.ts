import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { meetingTime } from '@clubhuis/contract/rules/interclub';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';

/**
 * Spec 01 section 4: the competition site's live score is asked for a table tennis meeting without a
 * score that was played yesterday, or is played today and has started.
 */
export function wantsLiveScore(meeting: Pick<Meeting, 'sport' | 'score' | 'playDate' | 'playTime'>, now: Date): boolean {
  if (meeting.sport !== 'tabletennis' || meeting.score !== '') return false;
  if (meeting.playDate === addDays(brusselsClock(now).date, -1)) return true;
  return meetingTime(meeting.playDate, meeting.playTime, now) === 'busy';
}
