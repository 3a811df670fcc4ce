import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { teamIdOf } from '../../testing/statisticsKit.ts';

// 30 calendar mails asked at once sent 30 e-mails (issue 14, item 8): the user's quota holds.
let t: TestApp;
const outboxDir = mkdtempSync(join(tmpdir(), 'clubhuis-quota-'));
beforeAll(async () => {
  t = await createTestApp({ mailLimitPerHour: 3, outboxDir });
});
afterAll(() => t.close());

describe('mail-sending calls per user', () => {
  it('sends at most the hourly quota however many calls arrive at once, and says why in Dutch', async () => {
    const lid = await t.login('lid@demo.clubhuis.be');
    const teamB = await teamIdOf(t.database.db, 'TTC De Demo B');
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.postRaw('team/icalMail', { jwt: lid, team_id: teamB })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(27);
    expect(refused[0]!.error.message).toBe('Je liet het voorbije uur al te veel e-mails versturen. Probeer het later opnieuw.');
    expect(readdirSync(outboxDir).filter((f) => f.endsWith('.eml'))).toHaveLength(3);
    // Another user has a quota of its own.
    const kapitein = await t.login('kapitein@demo.clubhuis.be');
    expect((await t.postRaw('team/icalMail', { jwt: kapitein, team_id: teamB })).status).toBe(200);
  });
});
