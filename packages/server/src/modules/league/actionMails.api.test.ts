// A league action's mail is read under the poule's lock with the change: nothing of the league, its
// members or users is read again after the commit (issue 29); the mail still goes out as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { matchesOf, playersOf, poulesOf } from '../../testing/leagueKit.ts';

let t: TestApp;
let sink: SmtpSink;
let padel: string;
let manager: string;
let b1: number;
const statements: string[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url }, { logQuery: (query) => void statements.push(query) });
  [padel, manager] = await Promise.all(['padel', 'league'].map((u) => t.login(`${u}@demo.clubhuis.be`)));
  b1 = (await poulesOf(t.database.db, 2))[3]!.id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The statements the request ran after it took its mail quota (the change is committed by then). */
async function afterQuota(request: () => Promise<{ status: number }>): Promise<string[]> {
  statements.length = 0;
  expect((await request()).status).toBe(200);
  const quota = statements.findLastIndex((s) => s.includes('"call_quotas"'));
  expect(quota).toBeGreaterThan(-1);
  return statements.slice(quota + 1);
}

describe('a league action and its mail', () => {
  it('reads the results mail with the results, not again after the commit', async () => {
    sink.messages.length = 0;
    const matches = await matchesOf(t.database.db, b1);
    const later = await afterQuota(() => t.post('league/pouleScore.php', { jwt: padel, pouleid: b1, matches: matches.map((m) => ({ id: m.id, games1: 6, games2: 4 })) }));
    expect(later.filter((s) => /"(league_\w+|members|users|user_rights)"/.test(s))).toEqual([]);
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('Padelleague: resultaten poule B1');
    expect(mail!.text).toContain(': 6-4');
  });

  it('reads the replacement mail with the replacement, not again after the commit', async () => {
    sink.messages.length = 0;
    const target = (await playersOf(t.database.db, b1)).find((p) => p.replacementMemberId !== null)!;
    const later = await afterQuota(() => t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid: target.id, replace: 0 }));
    expect(later.filter((s) => /"(league_\w+|members|users|user_rights)"/.test(s))).toEqual([]);
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('Padelleague: spelersvervanging poule B1');
    expect(mail!.text).toContain('de vervanging werd geannuleerd: je speelt zelf.');
  });
});
