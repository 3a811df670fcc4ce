import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingTestApp, type CountingApp } from '../../testing/statisticsKit.ts';
import { memberId as memberIdOf } from '../../testing/playerMomentsKit.ts';

// The play-moment list is one statement whatever the page: moments, counts and responsibility together.
let t: CountingApp;
let lid: string;
let memberId: number;
beforeAll(async () => {
  t = await countingTestApp();
  lid = await t.login('lid@demo.clubhuis.be');
  memberId = await memberIdOf(t.db, 'Jan', 'Peeters');
});
afterAll(() => t.close());

describe('playermoment/playermoment_list.php', () => {
  it('runs one statement for 5 or 50 moments, the user kept by the process', async () => {
    const counts: number[] = [];
    for (const body of [{}, {}, { limit: 50 }, { infuture: true }]) {
      const res = await t.post('playermoment/playermoment_list.php', { jwt: lid, member_id: memberId, ...body });
      expect(res.status).toBe(200);
      counts.push(t.statements());
    }
    // The first call also loads the user into the process's cache.
    expect(counts.slice(1)).toEqual([1, 1, 1]);
  });
});
