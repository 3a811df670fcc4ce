// Result entry and replacements (the poule captain, managers, resultEntry); the member's own actions are in leagueMemberActions.api.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { absenceReasons, leaguePoules, leagueSubscriptions, userRights, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { userFor } from '../../testing/interclubKit.ts';
import { emailsOf, matchesOf, playersOf, poulesOf, setResultsEntry, waitingList } from '../../testing/leagueKit.ts';

let t: TestApp;
let sink: SmtpSink;
let lid: string;
let padel: string;
let manager: string;
let leagueId: number;
/** Poule B1 of the ongoing series: padel@ is its captain; two of its players are replaced. */
let b1: number;
let a1: number;
let managerEmail: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
  [lid, padel, manager] = await Promise.all(['lid', 'padel', 'league'].map((u) => t.login(`${u}@demo.clubhuis.be`)));
  leagueId = (await t.post('league/list.php', { jwt: lid })).json[0]!.leagueId;
  const ongoing = await poulesOf(t.database.db, 2);
  [a1, b1] = [ongoing[0]!.id, ongoing[3]!.id];
  const managers = await t.database.db.select({ email: users.email }).from(users).innerJoin(userRights, eq(userRights.userId, users.id)).where(eq(userRights.enterAnyLeagueResult, true));
  expect(managers).toHaveLength(1);
  managerEmail = managers[0]!.email;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const info = (jwt: string) => t.post('league/information.php', { jwt, leagueid: leagueId, memberid: 0 });
const scoresFor = (matches: { id: number }[], g: [number, number][]) => matches.map((m, i) => ({ id: m.id, games1: g[i]![0], games2: g[i]![1] }));

describe('league/pouleScore.php', () => {
  it("lets padel@ (the captain) register its poule's results: stored, the poule played, standings and statistics changed, mailed to the poule and the managers", async () => {
    const db = t.database.db;
    const before = (await t.post('league/statistics.php', { jwt: lid, leagueid: leagueId })).json.find((r) => r.serie === 2)!;
    const matches = await matchesOf(db, b1);
    const res = await t.post('league/pouleScore.php', { jwt: padel, pouleid: b1, matches: scoresFor(matches, [[6, 0], [7, 6], [2, 6]]) });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/^De resultaten werden geregistreerd\. Er werd een e-mail verstuurd naar alle spelers van de poule en de leagueverantwoordelijke\(n\)/);
    expect((await matchesOf(db, b1)).map((m) => [m.games1, m.games2])).toEqual([[6, 0], [7, 6], [2, 6]]);
    const [poule] = await db.select({ status: leaguePoules.status }).from(leaguePoules).where(eq(leaguePoules.id, b1));
    expect(poule!.status).toBe(3);
    const after = (await t.post('league/statistics.php', { jwt: lid, leagueid: leagueId })).json.find((r) => r.serie === 2)!;
    expect(after.nrOfMatches).toBe(before.nrOfMatches + 2);
    expect(after.nrOfUnFinishedMatches).toBe(before.nrOfUnFinishedMatches - 2);
    // Match 1 was played before (its old score leaves its class), matches 2 and 3 were not.
    const was60 = [matches[0]!.games1, matches[0]!.games2].sort().join() === '0,6' ? 1 : 0;
    expect(after.nrOf60Matches).toBe(before.nrOf60Matches - was60 + 1);
    expect(after.nrOf76Matches).toBe(before.nrOf76Matches + ([matches[0]!.games1, matches[0]!.games2].sort().join() === '6,7' ? 0 : 1));
    const mine = (await info(padel)).json.participations.find((p) => p.pouleId === b1)!;
    expect(mine.pouleResults).toBe(3);
    expect(mine.pouleStatusDescription).toBe('Gespeeld');
    // The mail: every poule player, every replacement and the manager, once.
    const players = await playersOf(db, b1);
    const expected = await emailsOf(db, [...players.map((p) => p.memberId), ...players.flatMap((p) => (p.replacementMemberId ? [p.replacementMemberId] : []))]);
    const [mail] = await sink.waitFor(1);
    expect(mail!.to.sort()).toEqual([...new Set([...expected, managerEmail])].sort());
    expect(mail!.subject).toBe('Padelleague: resultaten poule B1');
    expect(mail!.text).toContain(`1. ${mine.pouleMatches[0]!.team1} - ${mine.pouleMatches[0]!.team2}: 6-0`);
    expect(mail!.text).toContain('Stand:');
  });

  it('refuses scores outside 0..99, more than 5 matches, a match of another poule or twice the same, naming the field, and changes nothing', async () => {
    const db = t.database.db;
    const matches = await matchesOf(db, b1);
    const stored = matches.map((m) => [m.games1, m.games2]);
    const other = (await matchesOf(db, a1))[0]!;
    const cases: [unknown, string][] = [
      [[{ id: matches[0]!.id, games1: 100, games2: 3 }], "Het veld 'matches.0.games1' is te groot (maximaal 99)."],
      [[{ id: matches[0]!.id, games1: 3, games2: -1 }], "Het veld 'matches.0.games2' is te klein (minimaal 0)."],
      [[{ id: matches[0]!.id, games1: 2.5, games2: 6 }], "Het veld 'matches.0.games1' heeft een ongeldig type (verwacht: geheel getal)."],
      [Array.from({ length: 6 }, () => ({ id: matches[0]!.id, games1: 6, games2: 1 })), "Het veld 'matches' bevat te veel elementen (maximaal 5)."],
      [[{ id: other.id, games1: 6, games2: 1 }], "Het veld 'matches' bevat een wedstrijd die niet tot deze poule behoort."],
      [[{ id: matches[1]!.id, games1: 6, games2: 1 }, { id: matches[1]!.id, games1: 6, games2: 2 }], "Het veld 'matches' bevat dezelfde wedstrijd meer dan eens."],
    ];
    for (const [body, message] of cases) {
      const res = await t.postRaw('league/pouleScore.php', { jwt: padel, pouleid: b1, matches: body });
      expect(res.status, message).toBe(400);
      expect(res.error.message).toBe(message);
    }
    expect((await matchesOf(db, b1)).map((m) => [m.games1, m.games2])).toEqual(stored);
    expect(other.games1).toBe((await matchesOf(db, a1))[0]!.games1);
    expect(sink.messages).toHaveLength(0);
  });

  it('follows resultEntry: 1 the poule players, 0 only the captain and the managers, 2 everybody; never a closed poule', async () => {
    const db = t.database.db;
    const a1Players = await playersOf(db, a1);
    const second = await userFor(t, a1Players[1]!.memberId);
    const captain = await userFor(t, a1Players[0]!.memberId);
    const body = async () => ({ pouleid: a1, matches: scoresFor(await matchesOf(db, a1), [[6, 4], [6, 3], [7, 5]]) });
    const refused = await t.post('league/pouleScore.php', { jwt: lid, ...(await body()) });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('Je kan geen resultaten of vervangingen registreren voor deze poule.');
    expect((await t.post('league/pouleScore.php', { jwt: second, ...(await body()) })).status).toBe(200);
    await setResultsEntry(db, 0);
    expect((await t.post('league/pouleScore.php', { jwt: second, ...(await body()) })).status).toBe(403);
    expect((await t.post('league/pouleScore.php', { jwt: captain, ...(await body()) })).status).toBe(200);
    expect((await t.post('league/pouleScore.php', { jwt: manager, ...(await body()) })).status).toBe(200);
    await setResultsEntry(db, 2);
    expect((await t.post('league/pouleScore.php', { jwt: lid, ...(await body()) })).status).toBe(200);
    await setResultsEntry(db, 1);
    const closed = (await poulesOf(db, 9))[0]!.id;
    const res = await t.post('league/pouleScore.php', { jwt: manager, pouleid: closed, matches: scoresFor(await matchesOf(db, closed), [[6, 0], [6, 0], [6, 0]]) });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe('Deze poule is afgesloten of de periode loopt niet meer: er kan niets meer gewijzigd worden.');
    expect((await t.post('league/pouleScore.php', { jwt: manager, pouleid: 999_999, matches: [{ id: 1, games1: 1, games2: 1 }] })).status).toBe(404);
  });
});

describe('league/replacePoulePlayer.php', () => {
  it('lets the manager set a replacement with a reason (the player drops to the bottom, mailed to it and the managers) and cancel it', async () => {
    const db = t.database.db;
    const players = await playersOf(db, a1);
    const waiting = await waitingList(db);
    const [reason] = await db.select().from(absenceReasons).limit(1);
    const target = players[0]!;
    const res = await t.post('league/replacePoulePlayer.php', {
      jwt: manager,
      pouleplayerid: target.id,
      replace: 1,
      replacementid: waiting[0]!.memberId,
      absencereasonid: reason!.id,
      remarks: '  Op reis  ',
      quitsleague: 0,
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/^De vervanging werd geregistreerd\. Er werd een e-mail verstuurd naar de vervangen speler en de leagueverantwoordelijke\(n\)/);
    const poule = (await t.post('league/pouleInformation.php', { jwt: lid, pouleid: a1 })).json;
    const shown = poule.players.find((p) => p.poulePlayerId === target.id)!;
    expect(shown).toMatchObject({ replacementId: waiting[0]!.memberId, absenceReason: reason!.description, ranking: 4 });
    const [mail] = await sink.waitFor(1);
    expect(mail!.to.sort()).toEqual([...(await emailsOf(db, [target.memberId])), managerEmail].sort());
    expect(mail!.text).toContain(`vervangen door ${shown.replacementName}`);

    const cancel = await t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid: target.id, replace: 0 });
    expect(cancel.status).toBe(200);
    expect(cancel.json.message).toMatch(/^De vervanging werd geannuleerd/);
    const [row] = await playersOf(db, a1);
    expect(row).toMatchObject({ replacementMemberId: null, absenceReasonId: null, remarks: '' });
    const again = await t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid: target.id, replace: 0 });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Deze speler heeft geen vervanger: er is niets te annuleren.');
  });

  it('refuses a missing or unknown replacement, one already in the poule, a wrong reason and a non-player, changing nothing', async () => {
    const db = t.database.db;
    const players = await playersOf(db, a1);
    const base = { pouleplayerid: players[1]!.id, replace: 1 };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ jwt: manager, ...base }, 400, "Het veld 'replacementid' ontbreekt: kies een vervanger."],
      [{ jwt: manager, ...base, replacementid: 999_999 }, 400, "Het veld 'replacementid' is ongeldig: dit lid bestaat niet."],
      [{ jwt: manager, ...base, replacementid: players[2]!.memberId }, 409, 'Deze vervanger speelt of vervangt al in deze poule.'],
      [{ jwt: manager, ...base, replacementid: (await waitingList(db))[0]!.memberId, absencereasonid: 999_999 }, 400, "Het veld 'absencereasonid' is ongeldig."],
      [{ jwt: manager, ...base, replace: 0, quitsleague: 1 }, 400, "Het veld 'quitsleague' kan enkel samen met een vervanging (replace 1)."],
      [{ jwt: lid, ...base, replacementid: (await waitingList(db))[0]!.memberId }, 403, 'Je kan geen resultaten of vervangingen registreren voor deze poule.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.postRaw('league/replacePoulePlayer.php', body);
      expect(res.status, message).toBe(status);
      expect(res.error.message).toBe(message);
    }
    expect(await playersOf(db, a1)).toEqual(players);
  });

  it('signs a player out for good with quitsleague: the first on the waiting list takes its place in the next series', async () => {
    const db = t.database.db;
    const players = await playersOf(db, a1);
    const waiting = await waitingList(db);
    const target = players[3]!;
    const res = await t.post('league/replacePoulePlayer.php', {
      jwt: manager,
      pouleplayerid: target.id,
      replace: 1,
      replacementid: waiting[1]!.memberId,
      quitsleague: 1,
    });
    expect(res.status).toBe(200);
    const [row] = (await playersOf(db, a1)).filter((p) => p.id === target.id);
    expect(row!.status).toBe(9);
    const subs = await db.select().from(leagueSubscriptions);
    expect(subs.find((s) => s.id === target.subscriptionId)!.status).toBe(9);
    expect(subs.find((s) => s.id === waiting[0]!.id)!.replacesSubscriptionId).toBe(target.subscriptionId);
    const [mail] = await sink.waitFor(1);
    expect(mail!.text).toMatch(/verlaat de league definitief; .+ neemt vanaf de volgende periode de plaats in\./);
    const cancel = await t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid: target.id, replace: 0 });
    expect(cancel.status).toBe(409);
    expect(cancel.error.message).toBe('Deze speler verliet de league definitief: enkel een leagueverantwoordelijke kan dat ongedaan maken.');
    expect((await waitingList(db)).map((w) => w.id)).not.toContain(target.subscriptionId);
  });
});
