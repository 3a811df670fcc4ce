import { describe, expect, it } from 'vitest';
import { wantsLiveScore } from './liveScore';
import { makeMeeting } from '../../testing/meetingFixture';

// 18 October 2025, 20:15 in Brussels (CEST, UTC+2).
const now = new Date('2025-10-18T18:15:00Z');

describe('wantsLiveScore (spec 01 section 4)', () => {
  it('asks for a table tennis meeting without score that started today or was played yesterday', () => {
    expect(wantsLiveScore(makeMeeting({ playDate: '2025-10-18', playTime: '19:00' }), now)).toBe(true);
    expect(wantsLiveScore(makeMeeting({ playDate: '2025-10-17', playTime: '19:00' }), now)).toBe(true);
  });

  it('does not ask before the start, two days later, for the future, with a score, or for padel', () => {
    expect(wantsLiveScore(makeMeeting({ playDate: '2025-10-18', playTime: '20:30' }), now)).toBe(false);
    expect(wantsLiveScore(makeMeeting({ playDate: '2025-10-16', playTime: '19:00' }), now)).toBe(false);
    expect(wantsLiveScore(makeMeeting({ playDate: '2025-10-19', playTime: '19:00' }), now)).toBe(false);
    expect(wantsLiveScore(makeMeeting({ playDate: '2025-10-18', playTime: '19:00', score: '10-6' }), now)).toBe(false);
    expect(wantsLiveScore(makeMeeting({ playDate: '2025-10-18', playTime: '19:00', sport: 'padel' }), now)).toBe(false);
  });
});
