// Leaving the league for good (issue 28 item 1): only the player itself or a league manager signs a
// player out; a league manager undoes a sign-out made by mistake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leagueSubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { userFor } from '../../testing/interclubKit.ts';
import { playersOf, poulesOf, waitingList } from '../../testing/leagueKit.ts';

let t: TestApp;
let lid: string;
let padel: string;
let manager: string;
/** Poule B1 of the ongoing series: padel@ is its captain (player 1). */
let b1: number;
beforeAll(async () => {
  t = await createTestApp();
  [lid, padel, manager] = await Promise.all(['lid', 'padel', 'league'].map((u) => t.login(`${u}@demo.clubhuis.be`)));
  b1 = (await poulesOf(t.database.db, 2))[3]!.id;
});
afterAll(() => t.close());

const subscriptionOf = async (id: number) => (await t.database.db.select().from(leagueSubscriptions).where(eq(leagueSubscriptions.id, id)))[0]!;

describe('league/replacePoulePlayer.php quitsleague', () => {
  it("refuses (403) the poule's captain signing another player out, and changes nothing; a replacement without quitsleague it may enter", async () => {
    const db = t.database.db;
    const players = await playersOf(db, b1);
    const target = players[1]!;
    const waiting = await waitingList(db);
    const subsBefore = await db.select().from(leagueSubscriptions);
    const res = await t.post('league/replacePoulePlayer.php', { jwt: padel, pouleplayerid: target.id, replace: 1, replacementid: waiting[0]!.memberId, quitsleague: 1 });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe(
      'Een speler verlaat de league definitief enkel op eigen vraag: dat kan enkel de speler zelf of een leagueverantwoordelijke aanduiden. Registreer de vervanging zonder die keuze.',
    );
    expect(await playersOf(db, b1)).toEqual(players);
    expect(await db.select().from(leagueSubscriptions)).toEqual(subsBefore);
    const plain = await t.post('league/replacePoulePlayer.php', { jwt: padel, pouleplayerid: target.id, replace: 1, replacementid: waiting[0]!.memberId });
    expect(plain.status).toBe(200);
    expect((await playersOf(db, b1))[1]).toMatchObject({ status: 1, replacementMemberId: waiting[0]!.memberId });
  });

  it('lets the player sign itself out; a league manager undoes it: the player and its subscription active again, its successor back on the waiting list', async () => {
    const db = t.database.db;
    const target = (await playersOf(db, b1))[2]!;
    const self = await userFor(t, target.memberId);
    const waiting = await waitingList(db);
    const replacement = waiting.at(-1)!;
    const res = await t.post('league/replacePoulePlayer.php', { jwt: self, pouleplayerid: target.id, replace: 1, replacementid: replacement.memberId, quitsleague: 1 });
    expect(res.status).toBe(200);
    expect((await playersOf(db, b1))[2]!.status).toBe(9);
    expect((await subscriptionOf(target.subscriptionId)).status).toBe(9);
    const successor = waiting[0]!;
    expect((await subscriptionOf(successor.id)).replacesSubscriptionId).toBe(target.subscriptionId);

    // Nobody but a league manager undoes it: not the captain, not the player itself.
    for (const jwt of [padel, self, lid]) {
      const refused = await t.post('league/undoQuitsLeague.php', { jwt, pouleplayerid: target.id });
      expect(refused.status).toBe(403);
      expect(refused.error.message).toBe('Enkel een leagueverantwoordelijke kan een definitieve uitschrijving ongedaan maken.');
    }
    expect((await playersOf(db, b1))[2]!.status).toBe(9);

    const undo = await t.post('league/undoQuitsLeague.php', { jwt: manager, pouleplayerid: target.id });
    expect(undo.status).toBe(200);
    expect(undo.json.message).toMatch(/^De definitieve uitschrijving van .+ werd ongedaan gemaakt: .+ speelt weer mee in de volgende periodes\. .+ staat weer op de wachtlijst\.$/);
    // Its replacement in this series stays until someone cancels it.
    expect((await playersOf(db, b1))[2]).toMatchObject({ status: 1, replacementMemberId: replacement.memberId, memberId: target.memberId });
    expect((await subscriptionOf(target.subscriptionId)).status).toBe(1);
    expect((await subscriptionOf(successor.id)).replacesSubscriptionId).toBeNull();
    const shown = (await t.post('league/pouleInformation.php', { jwt: lid, pouleid: b1 })).json.players.find((p) => p.poulePlayerId === target.id)!;
    expect(shown.status).toBe(1);

    // The replacement can be cancelled again (it could not while the player had left).
    expect((await t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid: target.id, replace: 0 })).status).toBe(200);
  });

  it('refuses an undo for a player that did not leave (409) or does not exist (404)', async () => {
    const db = t.database.db;
    const players = await playersOf(db, b1);
    const again = await t.post('league/undoQuitsLeague.php', { jwt: manager, pouleplayerid: players[0]!.id });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Deze speler verliet de league niet: er is niets ongedaan te maken.');
    const unknown = await t.post('league/undoQuitsLeague.php', { jwt: manager, pouleplayerid: 999_999 });
    expect(unknown.status).toBe(404);
    expect(await playersOf(db, b1)).toEqual(players);
  });
});
