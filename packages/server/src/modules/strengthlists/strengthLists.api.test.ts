import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { competitionPlayers, members, tabtCache } from '../../db/schema.ts';
import { readConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { fixtureXml, membersAnswer, startTabtServer, type TabtTestServer } from '../../testing/tabtServer.ts';
import { memberId } from '../../testing/interclubKit.ts';

/** The club's own list of a sport, in list order, as names. */
async function ownOrder(t: TestApp, sport: 'tabletennis' | 'padel') {
  return t.database.db
    .select({ name: members.firstName, last: members.lastName, listNumber: competitionPlayers.listNumber, ranking: competitionPlayers.ranking })
    .from(competitionPlayers)
    .innerJoin(members, eq(members.id, competitionPlayers.memberId))
    .where(and(eq(competitionPlayers.sport, sport), eq(members.memberState, 1)))
    .orderBy(asc(competitionPlayers.listNumber));
}

describe('sterktelijsten/list.php on the demo club (offline: the seeded answer of the site)', () => {
  let t: TestApp;
  let lid: string;
  beforeAll(async () => {
    t = await createTestApp();
    lid = await t.login('lid@demo.clubhuis.be');
  });
  afterAll(() => t.close());

  it("gives table tennis (discipline 1, the default) in the club's list order, with contact data and the site's link", async () => {
    const res = await t.post('sterktelijsten/list.php', { jwt: lid });
    expect(res.status).toBe(200);
    const list = res.json;
    const own = await ownOrder(t, 'tabletennis');
    // The site's list starts with the competition players in the club's own order: one story everywhere.
    expect(list.slice(0, own.length).map((e) => e.memberName)).toEqual(own.map((o) => `${o.name} ${o.last}`));
    expect(list.map((e) => e.listNumber)).toEqual(list.map((e) => e.listNumber).sort((a, b) => a - b));
    const jan = list.find((e) => e.memberName === 'Jan Peeters')!;
    const [card] = await t.database.db.select().from(members).where(eq(members.id, await memberId(t, 'Jan', 'Peeters')));
    expect(jan).toMatchObject({
      discipline: 1,
      memberId: card!.id,
      email: card!.email,
      // What the screen shows, no more: no phone numbers.
      telephone: '',
      mobile: '',
      ranking: card!.ranking,
      associationId: card!.associationId,
      url: `https://competitie.vttl.be/index.php?menu=6&result=1&sel=${card!.associationId}`,
    });
    expect((await t.post('sterktelijsten/list.php', { jwt: lid, discipline: 1 })).json).toEqual(list);
  });

  it("gives padel from the club's own list with its P-levels, and gym (no list) nothing", async () => {
    const padel = (await t.post('sterktelijsten/list.php', { jwt: lid, discipline: 2 })).json;
    const own = await ownOrder(t, 'padel');
    expect(padel.map((e) => [e.listNumber, e.memberName, e.ranking])).toEqual(own.map((o) => [o.listNumber, `${o.name} ${o.last}`, o.ranking]));
    expect(padel[0]!.ranking).toBe('P300');
    expect(padel.every((e) => e.url === '' && e.discipline === 2 && e.telephone === '' && e.mobile === '')).toBe(true);
    expect((await t.post('sterktelijsten/list.php', { jwt: lid, discipline: 4 })).json).toEqual([]);
  });

  it('refuses an unknown discipline in Dutch, and anonymous callers', async () => {
    const unknown = await t.post('sterktelijsten/list.php', { jwt: lid, discipline: 9 });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('Deze discipline bestaat niet in de club.');
    const anonymous = await t.post('sterktelijsten/list.php', { discipline: 1 });
    expect(anonymous.status).toBe(401);
    const bad = await t.post('sterktelijsten/list.php', { jwt: lid, discipline: -1 });
    expect(bad.status).toBe(400);
  });
});

describe('sterktelijsten/list.php asking the competition site', () => {
  let t: TestApp;
  let server: TabtTestServer;
  let lid: string;
  let jan: number;
  beforeAll(async () => {
    server = await startTabtServer();
    t = await createTestApp({ tabt: { ...readConfig({}).tabt, endpoint: server.url, offlineClubs: [] } });
    await t.database.db.delete(tabtCache);
    // The fixture's club is BBW214; here it stands for the demo club, and Jan is its first member.
    const asDemo = fixtureXml.members.replaceAll('<ns1:Club>BBW214</ns1:Club>', '<ns1:Club>A999</ns1:Club>');
    server.answer('GetMembers', (req) => membersAnswer(req, asDemo));
    jan = await memberId(t, 'Jan', 'Peeters');
    await t.database.db.update(members).set({ associationId: '900155' }).where(eq(members.id, jan));
    lid = await t.login('lid@demo.clubhuis.be');
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it("maps the site's list: position, ranking index, ranking; our card where the federation id matches", async () => {
    const list = (await t.post('sterktelijsten/list.php', { jwt: lid, discipline: 1 })).json;
    expect(server.calls.map((c) => [c.operation, c.request.Club])).toEqual([['GetMembers', 'A999']]);
    // The fixture holds three of the club's members: positions 1, 35 and 48.
    expect(list.map((e) => e.listNumber)).toEqual([1, 35, 48]);
    expect(list[0]).toMatchObject({ listNumber: 1, indexNumber: 4, associationId: '900155', memberId: jan, memberName: 'Jan Peeters', ranking: 'C0' });
    const sofie = list.find((e) => e.associationId === '900246')!;
    // Someone the club has no card of: the site's name, no contact data.
    expect(sofie).toMatchObject({ listNumber: 35, indexNumber: 43, memberId: 0, memberName: 'Sofie Martens', email: '', ranking: 'NC' });
  });

  it('answers from the cache the second time; forceRefresh asks the site again for a list older than five minutes only', async () => {
    const calls = server.count();
    await t.post('sterktelijsten/list.php', { jwt: lid });
    expect(server.count()).toBe(calls);
    // Just fetched: a member pressing 'Vernieuwen' over and over spends none of the club's quota.
    for (let i = 0; i < 3; i++) expect((await t.post('sterktelijsten/list.php', { jwt: lid, forceRefresh: 1 })).status).toBe(200);
    expect(server.count()).toBe(calls);
    await t.database.db.update(tabtCache).set({ fetchedAt: new Date(Date.now() - 6 * 60_000) });
    const refreshed = await t.post('sterktelijsten/list.php', { jwt: lid, forceRefresh: 1 });
    expect(refreshed.status).toBe(200);
    expect(server.count()).toBe(calls + 1);
    await t.post('sterktelijsten/list.php', { jwt: lid, forceRefresh: 1 });
    expect(server.count()).toBe(calls + 1);
  });
});
