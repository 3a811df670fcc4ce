import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, meetingPlayers, memberAbsences, members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let beheer: string;
let jan: number;
beforeAll(async () => {
  t = await createTestApp();
  beheer = await t.login('beheer@demo.clubhuis.be');
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.email, 'jan.peeters@demo.clubhuis.be'));
  jan = row!.id;
});
afterAll(() => t.close());

describe('admin/privacy/export', () => {
  it("gives everything about one member: its card, the accounts that answer for it, its rows elsewhere, no credentials", async () => {
    const res = await t.post('admin/privacy/export', { jwt: beheer, memberId: jan });
    expect(res.json.member).toMatchObject({ firstName: 'Jan', lastName: 'Peeters', email: 'jan.peeters@demo.clubhuis.be' });
    expect(res.json.accounts.map((a) => a.email)).toContain('lid@demo.clubhuis.be');
    expect(Object.keys(res.json.data)).toEqual(expect.arrayContaining(['team_players', 'meeting_players', 'meeting_confirmations']));
    expect(JSON.stringify(res.json)).not.toMatch(/"(token|token_hash|password_hash|passwordHash|tokenHash)"/);
    const [logged] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin/privacy/export'));
    expect(logged).toMatchObject({ entityId: jan, after: { exported: true } });
  });
});

describe('admin/privacy/erase', () => {
  it("asks for the member's name, then erases its personal data while its results stay", async () => {
    const db = t.database.db;
    const lineUps = await db.$count(meetingPlayers, eq(meetingPlayers.memberId, jan));
    expect(lineUps).toBeGreaterThan(0);
    const wrong = await t.post('admin/privacy/erase', { jwt: beheer, memberId: jan, confirm: 'Jan' });
    expect([wrong.status, wrong.error.message]).toEqual([400, "Het veld 'confirm' moet de naam van het lid zijn ('Jan Peeters'): zo wis je niet per vergissing een ander lid."]);
    await t.post('admin/members/save', { jwt: beheer, memberId: jan, firstName: 'Jan', lastName: 'Peeters', gender: 'M', mobile: '0470 99 88 77' });
    const res = await t.post('admin/privacy/erase', { jwt: beheer, memberId: jan, confirm: ' Jan Peeters ' });
    expect(res.json.message).toBe(`De persoonsgegevens van dit lid werden gewist. Resultaten en statistieken blijven, op naam van 'Gewist lid ${jan}'.`);
    const [row] = await db.select().from(members).where(eq(members.id, jan));
    expect(row).toMatchObject({ firstName: 'Gewist', lastName: `lid ${jan}`, email: '', mobile: '', telephone: '', address: '', birthdate: null, associationId: '', memberState: 0 });
    expect(await db.$count(meetingPlayers, eq(meetingPlayers.memberId, jan))).toBe(lineUps);
    expect(await db.$count(memberAbsences, eq(memberAbsences.memberId, jan))).toBe(0);
    // lid@ answers for nobody now, and the log no longer holds the erased fields.
    const session = await t.post('login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' });
    expect(session.json.data!.memberIds).toEqual([]);
    const logged = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'members'), eq(auditLog.entityId, jan)));
    expect(JSON.stringify(logged)).not.toContain('0470 99 88 77');
    expect(logged.at(-1)).toMatchObject({ action: 'admin/privacy/erase', after: { erased: true } });
  });

  it('refuses members and unknown members', async () => {
    const lid = await t.login('kapitein@demo.clubhuis.be');
    expect((await t.post('admin/privacy/export', { jwt: lid, memberId: jan })).status).toBe(403);
    expect((await t.post('admin/privacy/erase', { jwt: beheer, memberId: 999_999, confirm: 'x' })).status).toBe(404);
  });
});
