import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberId, userFor } from '../../testing/interclubKit.ts';
import { matchesOf, playersOf, poulesOf } from '../../testing/leagueKit.ts';
import { clearOutbox, noticeLines, subscribeEveryAccount } from '../../testing/notificationsKit.ts';

let t: TestApp;
let padel: string;
let manager: string;
/** Poule B1 of the ongoing series: padel@ is its captain (player 1). */
let b1: number;
let names: Map<number, string>;
beforeAll(async () => {
  t = await createTestApp();
  [padel, manager] = await Promise.all(['padel', 'league'].map((u) => t.login(`${u}@demo.clubhuis.be`)));
  b1 = (await poulesOf(t.database.db, 2))[3]!.id;
  const ids = (await playersOf(t.database.db, b1)).flatMap((p) => [p.memberId, ...(p.replacementMemberId ? [p.replacementMemberId] : [])]);
  // Two more players get an account of their own (the demo gives only padel@ one).
  const players = await playersOf(t.database.db, b1);
  for (const p of players.filter((x) => x.playerIndex === 2 || x.playerIndex === 3)) await userFor(t, p.memberId);
  names = new Map((await t.database.db.select({ id: members.id, first: members.firstName }).from(members).where(inArray(members.id, ids))).map((m) => [m.id, m.first]));
  await subscribeEveryAccount(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clearOutbox(t.database.db));

/** Who was told what: 'first name: kind' per outbox row (the demo accounts of the poule's players). */
const told = async () => (await noticeLines(t.database.db)).map((l) => l.split(' → ')[1]!.split(': ').slice(0, 2).join(': ')).sort();
const scores = async (g: number) => (await matchesOf(t.database.db, b1)).map((m, i) => ({ id: m.id, games1: g, games2: i }));

describe('league notifications', () => {
  it('tells the poule\'s players of entered results once, also when the same results are sent twice at once; not the one who entered them', async () => {
    const entered = await scores(6);
    const answers = await Promise.all([
      t.post('league/pouleScore.php', { jwt: manager, pouleid: b1, matches: entered }),
      t.post('league/pouleScore.php', { jwt: manager, pouleid: b1, matches: entered }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const lines = await noticeLines(t.database.db);
    // Every player with an account, once; the body names the poule.
    const players = [...new Set(lines.map((l) => l.split(' → ')[1]!.split(':')[0]!))];
    expect(lines).toHaveLength(players.length);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(players.every((p) => [...names.values()].includes(p))).toBe(true);
    expect(lines.every((l) => l.endsWith('leagueResult: De uitslagen van poule B1 zijn ingebracht.'))).toBe(true);
    // padel@ enters other results: the others are told, padel@ not.
    await clearOutbox(t.database.db);
    await t.post('league/pouleScore.php', { jwt: padel, pouleid: b1, matches: await scores(5) });
    expect((await noticeLines(t.database.db)).some((l) => l.startsWith('padel '))).toBe(false);
    expect(await noticeLines(t.database.db)).toHaveLength(lines.filter((l) => !l.startsWith('padel ')).length);
  });

  it('tells a player who stands in for it; the same replacement again, or a cancel, tells nobody', async () => {
    const target = (await playersOf(t.database.db, b1)).find((p) => p.playerIndex === 1)!;
    const jan = await memberId(t, 'Jan', 'Peeters');
    const replace = (remarks: string) => t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid: target.id, replace: 1, replacementid: jan, remarks });
    expect((await replace('Op reis')).status).toBe(200);
    expect((await replace('Op reis tot zondag')).status).toBe(200);
    expect((await t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid: target.id, replace: 0, replacementid: 0 })).status).toBe(200);
    expect(await noticeLines(t.database.db)).toEqual([`padel → ${names.get(target.memberId)}: leagueReplacement: Jan Peeters vervangt je in poule B1.`]);
    expect(await told()).toEqual([`${names.get(target.memberId)}: leagueReplacement`]);
  });
});
