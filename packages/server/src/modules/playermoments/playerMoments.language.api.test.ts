import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gte } from 'drizzle-orm';
import type { PlayerMoment } from '@clubhuis/contract/entities/playermoments';
import { playerMoments, userMembers, users } from '../../db/schema.ts';
import { inLanguage } from '../../i18n/language.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { addMoment, extraMembers, today } from '../../testing/playerMomentsKit.ts';
import { clearOutbox, noticeLines, subscribeEveryAccount } from '../../testing/notificationsKit.ts';
import { momentLine } from './momentLine.ts';

// Play moments in French (issue 33): the caller's refusals and moment lines, and the place-free push in
// the language of each waiting account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FRENCH = { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.8' };
type Player = { memberId: number; jwt: string };
const reserve = (p: Player, event_id: number, headers = {}) => t.post('reservation/update.php', { jwt: p.jwt, event_id, member_id: p.memberId }, headers);

describe('play moments in French', () => {
  it('refuses in the language the caller asks for (Accept-Language), Dutch otherwise', async () => {
    const [a, b] = await extraMembers(t.database.db, 2, 'lang1');
    const past = await addMoment(t.database.db, { days: -1, capacity: 5 });
    const french = await reserve(a!, past, FRENCH);
    expect([french.status, french.error.message]).toEqual([409, 'Cette séance de jeu libre est passée : tu ne peux plus réserver.']);
    const dutch = await reserve(a!, past);
    expect([dutch.status, dutch.error.message]).toEqual([409, 'Dit spelmoment is voorbij: je kan er niet meer voor reserveren.']);
    const foreign = await t.post('reservation/update.php', { jwt: b!.jwt, event_id: past, member_id: a!.memberId }, FRENCH);
    expect([foreign.status, foreign.error.message]).toEqual([403, 'Tu peux uniquement réserver ou annuler pour les membres liés à ton compte.']);
  });

  it("writes the moment lines with French weekdays for a French caller, and Dutch ones again after", async () => {
    const [a] = await extraMembers(t.database.db, 1, 'lang2');
    await addMoment(t.database.db, { days: 2, capacity: 5, name: 'Tafeltennis vrij spel' });
    const rows = await t.database.db.select().from(playerMoments).where(gte(playerMoments.playDate, today()));
    const ask = (headers = {}) => t.post('playermoment/playermoment_list.php', { jwt: a!.jwt, member_id: a!.memberId, limit: 50 }, headers);
    for (const [headers, language] of [[FRENCH, 'fr'], [{}, 'nl'], [FRENCH, 'fr']] as const) {
      const listed = (await ask(headers)).json as PlayerMoment[];
      expect(listed.length).toBeGreaterThan(0);
      for (const m of listed) expect(m.moment).toBe(inLanguage(language, () => momentLine(rows.find((r) => r.id === m.eventId)!)));
    }
    expect(inLanguage('fr', () => momentLine({ name: 'Badminton', playDate: '2026-11-24', startTime: '19:30' }))).toBe('Badminton - mar. 24/11 19:30');
  });

  it('tells a French account on the waiting list in French that a place is free, a Dutch one in Dutch', async () => {
    const moment = await addMoment(t.database.db, { days: 4, capacity: 1 });
    const [a, b, c] = await extraMembers(t.database.db, 3, 'lang3');
    expect((await reserve(a!, moment)).status).toBe(200);
    for (const p of [b!, c!]) expect((await t.post('reservation/waitlist.php', { jwt: p.jwt, event_id: moment, member_id: p.memberId, on: 1 })).status).toBe(200);
    const [account] = await t.database.db.select({ userId: userMembers.userId }).from(userMembers).where(eq(userMembers.memberId, b!.memberId));
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, account!.userId));
    await subscribeEveryAccount(t.database.db);
    await clearOutbox(t.database.db);
    // The one who cancels asks for Dutch: each waiting account still reads its own language.
    expect((await t.post('reservation/delete.php', { jwt: a!.jwt, event_id: moment, member_id: a!.memberId })).status).toBe(200);
    const [row] = await t.database.db.select().from(playerMoments).where(eq(playerMoments.id, moment));
    expect((await noticeLines(t.database.db)).map((l) => l.split(' → ')[1])).toEqual([
      `Speler1: playMoment: Une place s'est libérée à ${inLanguage('fr', () => momentLine(row!))}. Réserve vite.`,
      `Speler2: playMoment: Er is een plaats vrij op ${momentLine(row!)}. Reserveer snel.`,
    ]);
  });
});
