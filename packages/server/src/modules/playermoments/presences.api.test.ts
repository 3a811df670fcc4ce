import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { Presence } from '@clubhuis/contract/entities/playermoments';
import type { RequestOf } from '@clubhuis/contract/catalogue';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { members, playerMomentPresences } from '../../db/schema.ts';
import { addMoment, memberId, presencesOf } from '../../testing/playerMomentsKit.ts';

let t: TestApp;
let leider: string;
let ouder: string;
let league: string;
let els: number;
let emma: number;
let lucas: number;
let jan: number;
let moment: number;
beforeAll(async () => {
  t = await createTestApp();
  [leider, ouder, league] = await Promise.all(
    ['leider', 'ouder', 'league'].map((who) => t.login(`${who}@demo.clubhuis.be`)),
  );
  [els, emma, lucas, jan] = await Promise.all(
    [['Els', 'Wouters'], ['Emma', 'Maes'], ['Lucas', 'Maes'], ['Jan', 'Peeters']].map(([f, l]) => memberId(t.database.db, f!, l!)),
  );
  moment = await addMoment(t.database.db, { days: 0, capacity: 10, responsibles: [els] });
  for (const member_id of [lucas, emma]) {
    const res = await t.post('reservation/update.php', { jwt: ouder, event_id: moment, member_id });
    if (res.status !== 200) throw new Error(JSON.stringify(res.error));
  }
});
afterAll(() => t.close());

const list = (jwt: string, event_id: number) => t.post('presence/list.php', { jwt, event_id });
const update = (jwt: string, body: Omit<RequestOf<'presence/update.php'>, 'event_id'>) => t.post('presence/update.php', { jwt, event_id: moment, ...body });
const rows = async () => (await presencesOf(t.database.db, moment)).map((p) => [p.memberId, p.present, p.occasional]);

describe('presence/list.php', () => {
  it('lists everyone with a reservation, by name, not yet present', async () => {
    const res = await list(leider, moment);
    expect(res.status).toBe(200);
    expect(z.array(Presence).parse(res.json)).toEqual([
      { id: 0, memberId: emma, memberName: 'Emma Maes', presence: '0', occasional: '0' },
      { id: 0, memberId: lucas, memberName: 'Lucas Maes', presence: '0', occasional: '0' },
    ]);
  });

  it("is only for the moment's responsible persons", async () => {
    const refusal = 'Enkel de verantwoordelijken van dit spelmoment kunnen de aanwezigheden bekijken en aanpassen.';
    for (const jwt of [ouder, league]) {
      const res = await list(jwt, moment);
      expect([res.status, res.error.message]).toEqual([403, refusal]);
    }
    const unknown = await list(leider, 999_999);
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Dit spelmoment bestaat niet.']);
    const none = await list(leider, 0);
    expect([none.status, none.error.message]).toEqual([400, 'Kies eerst een spelmoment.']);
  });
});

describe('presence/update.php', () => {
  it('marks a reserved member present and back, in one row', async () => {
    const on = await update(leider, { member_id: emma, presence: 1 });
    expect(on.status).toBe(200);
    const emmaRow = (on.json as Presence[]).find((p) => p.memberId === emma)!;
    expect(emmaRow).toMatchObject({ presence: '1', occasional: '0' });
    expect(emmaRow.id).toBeGreaterThan(0);
    expect(await rows()).toEqual([[emma, true, false]]);
    const off = await update(leider, { member_id: emma, presence: 0 });
    expect((off.json as Presence[]).find((p) => p.memberId === emma)).toMatchObject({ id: emmaRow.id, presence: '0' });
    expect(await rows()).toEqual([[emma, false, false]]);
  });

  it('adds a member without reservation as an occasional player', async () => {
    const res = await update(leider, { member_id: jan, presence: 1 });
    expect(res.status).toBe(200);
    expect((res.json as Presence[]).map((p) => [p.memberName, p.presence, p.occasional])).toEqual([
      ['Emma Maes', '0', '0'],
      ['Lucas Maes', '0', '0'],
      ['Jan Peeters', '1', '1'],
    ]);
    expect(await rows()).toEqual([
      [emma, false, false],
      [jan, true, true],
    ]);
    // Marked absent later, Jan stays on the list as the occasional player he was.
    const off = await update(leider, { member_id: jan, presence: 0 });
    expect((off.json as Presence[]).find((p) => p.memberId === jan)).toMatchObject({ presence: '0', occasional: '1' });
  });

  it('keeps one row when the same member is marked many times at once', async () => {
    const extra = await memberId(t.database.db, 'Koen', 'Jacobs');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => update(leider, { member_id: extra, presence: (i % 2) as 0 | 1 })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const mine = (await presencesOf(t.database.db, moment)).filter((p) => p.memberId === extra);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.occasional).toBe(true);
  });

  it('refuses member 0, unknown and former members, and anyone not responsible, writing nothing', async () => {
    const before = await rows();
    const none = await update(leider, { member_id: 0, presence: 1 });
    expect([none.status, none.error.message]).toEqual([400, 'Kies eerst een lid.']);
    const unknown = await update(leider, { member_id: 999_999, presence: 1 });
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Dit lid bestaat niet.']);
    const [former] = await t.database.db.select({ id: members.id }).from(members).where(ne(members.memberState, 1)).limit(1);
    const gone = await update(leider, { member_id: former!.id, presence: 1 });
    expect([gone.status, gone.error.message]).toEqual([400, 'Dit lid is geen actief lid van de club.']);
    const notResponsible = await update(ouder, { member_id: emma, presence: 1 });
    expect([notResponsible.status, notResponsible.error.message]).toEqual([
      403,
      'Enkel de verantwoordelijken van dit spelmoment kunnen de aanwezigheden bekijken en aanpassen.',
    ]);
    const otherSport = await update(league, { member_id: lucas, presence: 1 });
    expect(otherSport.status).toBe(403);
    const bad = await t.postRaw('presence/update.php', { jwt: leider, event_id: moment, member_id: emma, presence: 2 });
    expect([bad.status, bad.error.message]).toEqual([400, "Het veld 'presence' is ongeldig."]);
    expect(await rows()).toEqual(before);
    const [lucasRow] = await t.database.db
      .select()
      .from(playerMomentPresences)
      .where(and(eq(playerMomentPresences.momentId, moment), eq(playerMomentPresences.memberId, lucas)));
    expect(lucasRow).toBeUndefined();
  });
});
