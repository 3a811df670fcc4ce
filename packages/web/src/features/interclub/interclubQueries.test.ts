import { describe, expect, it } from 'vitest';
import { replaceMeeting } from './interclubQueries';
import { makeMeeting } from '../../testing/meetingFixture';

describe('replaceMeeting', () => {
  it('swaps the answered meeting in, by id, keeping the order', () => {
    const list = [makeMeeting({ id: 1 }), makeMeeting({ id: 2 }), makeMeeting({ id: 3 })];
    const updated = makeMeeting({ id: 2, driver: 'Jan' });
    const result = replaceMeeting(list, updated);
    expect(result.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(result[1]).toBe(updated);
    expect(list[1]?.driver).toBe('');
  });
});
