import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, clubs, tabtCache } from '../../db/schema.ts';
import { readConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startTabtServer, type TabtTestServer } from '../../testing/tabtServer.ts';

// The demo club plays as Tourinnes (BBW350) of the competition site's fixture, on the local stand-in.
let t: TestApp;
let site: TabtTestServer;
let beheer: string;
beforeAll(async () => {
  site = await startTabtServer();
  t = await createTestApp({ tabt: { ...readConfig({}).tabt, offlineClubs: [], endpoint: site.url } });
  await t.database.db.delete(tabtCache);
  await t.database.db.update(clubs).set({ code: 'BBW350' });
  beheer = await t.login('beheer@demo.clubhuis.be');
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('admin/competition/sync', () => {
  it('asks the site now and says what it added and changed; a second run changes nothing', async () => {
    const res = await t.post('admin/competition/sync', { jwt: beheer });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/^Synchronisatie klaar: \d+ ploegen toegevoegd en \d+ gewijzigd, \d+ ontmoetingen toegevoegd en \d+ gewijzigd, /);
    expect(res.json.meetingsCreated + res.json.meetingsUpdated).toBeGreaterThan(0);
    expect(site.count('GetClubTeams')).toBe(1);
    const again = await t.post('admin/competition/sync', { jwt: beheer });
    expect(again.json).toMatchObject({ teamsCreated: 0, teamsUpdated: 0, meetingsCreated: 0, meetingsUpdated: 0 });
    // It asked again: the button means now, not the cache's lifetime.
    expect(site.count('GetClubTeams')).toBe(2);
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, 'admin/competition/sync'))).toBe(2);
  });

  it('says in Dutch when the site cannot be asked: the stored answers, or nothing without them', async () => {
    site.mode = 'broken';
    // The stored answers have outlived their lifetime: they are served, and the answer says so.
    await t.database.db.update(tabtCache).set({ expiresAt: new Date(Date.now() - 1000) });
    const stale = await t.post('admin/competition/sync', { jwt: beheer });
    expect(stale.json.message).toMatch(/ De competitiesite antwoordde niet: dit zijn de laatst bewaarde gegevens\.$/);
    await t.database.db.delete(tabtCache);
    const none = await t.post('admin/competition/sync', { jwt: beheer });
    site.mode = 'ok';
    expect(none.status).toBe(409);
    expect(none.error.message).toMatch(/^De competitiesite kon niet bevraagd worden \(.+\)\. Probeer het later opnieuw\.$/);
  });
});
