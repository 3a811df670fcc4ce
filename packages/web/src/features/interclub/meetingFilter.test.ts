import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { describe, expect, it } from 'vitest';
import { filterMeetings, isDone, isMyMeeting } from './meetingFilter';
import { makeMeeting } from '../../testing/meetingFixture';

// Wednesday 15 October 2025, 12:00 in Brussels (CEST).
const now = new Date('2025-10-15T10:00:00Z');

describe('isDone', () => {
  it('is true before today and for today once started, false later today and after', () => {
    expect(isDone({ playDate: '2025-10-14', playTime: '20:00' }, brusselsClock(now))).toBe(true);
    expect(isDone({ playDate: '2025-10-15', playTime: '11:30' }, brusselsClock(now))).toBe(true);
    expect(isDone({ playDate: '2025-10-15', playTime: '19:00' }, brusselsClock(now))).toBe(false);
    expect(isDone({ playDate: '2025-10-16', playTime: '09:00' }, brusselsClock(now))).toBe(false);
  });
});

describe('isMyMeeting', () => {
  it('finds the member on the roster, in the line-up, as captain or by an answer', () => {
    const m = makeMeeting({ teamPlayers: '1,2', members: '3', reserves: '4', captain: 5, confirmed: '6', denied: '11' });
    for (const id of [1, 3, 4, 5, 6, 11]) expect(isMyMeeting(m, id)).toBe(true);
    expect(isMyMeeting(m, 12)).toBe(false);
    expect(isMyMeeting(m, 0)).toBe(false);
  });
});

describe('filterMeetings', () => {
  const list = [
    makeMeeting({ id: 1, playDate: '2025-10-11', teamPlayers: '7' }), // 4 days ago
    makeMeeting({ id: 2, playDate: '2025-10-12', teamPlayers: '7' }), // 3 days ago: still coming
    makeMeeting({ id: 3, playDate: '2025-10-20', teamPlayers: '8' }),
    makeMeeting({ id: 4, playDate: '2025-10-16', teamPlayers: '7' }),
    makeMeeting({ id: 5, playDate: '2025-10-15', playTime: '19:00', teamPlayers: '7' }),
  ];

  it("'coming' starts 3 days ago, soonest first", () => {
    const ids = filterMeetings(list, { when: 'coming', onlyMine: false }, 7, now).map((m) => m.id);
    expect(ids).toEqual([2, 5, 4, 3]);
  });

  it("'done' is before now, latest first", () => {
    const ids = filterMeetings(list, { when: 'done', onlyMine: false }, 7, now).map((m) => m.id);
    expect(ids).toEqual([2, 1]);
  });

  it('keeps only the meetings of the member when asked', () => {
    const ids = filterMeetings(list, { when: 'coming', onlyMine: true }, 7, now).map((m) => m.id);
    expect(ids).toEqual([2, 5, 4]);
  });

  it('does not change the list it was given', () => {
    const copy = [...list];
    filterMeetings(list, { when: 'done', onlyMine: false }, 7, now);
    expect(list).toEqual(copy);
  });
});
