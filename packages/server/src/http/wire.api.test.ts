import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { meetingConfirmations } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { comingAway, teamBLogins } from '../testing/interclubKit.ts';
import { addMoment, memberId, presencesOf } from '../testing/playerMomentsKit.ts';
import { teamIdOf } from '../testing/statisticsKit.ts';

// The wire forms every client may send (issue: flags as 1/0, '1'/'0' or true/false; ids in snake_case).
let t: TestApp;
let lid: string;
let leider: string;
let jan: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ lid, jan } = await teamBLogins(t));
  leider = await t.login('leider@demo.clubhuis.be');
});
afterAll(() => t.close());

async function canDriveOf(meetingId: number): Promise<boolean | undefined> {
  const [row] = await t.database.db
    .select({ canDrive: meetingConfirmations.canDrive })
    .from(meetingConfirmations)
    .where(and(eq(meetingConfirmations.meetingId, meetingId), eq(meetingConfirmations.memberId, jan)));
  return row?.canDrive;
}

describe('flags', () => {
  it('takes candrive as true/false, 1/0 and "1"/"0"', async () => {
    const m = await comingAway(t, 'TTC De Demo B');
    const confirm = (candrive: unknown) =>
      t.postRaw('teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive, remarks: '' });
    for (const [sent, stored] of [[1, true], ['0', false], [true, true], [0, false], ['1', true], [false, false]] as const) {
      const res = await confirm(sent);
      expect(res.status).toBe(200);
      expect(await canDriveOf(m.id)).toBe(stored);
    }
  });

  it('refuses any other flag value with a 400 naming the field, and changes nothing', async () => {
    const m = await comingAway(t, 'TTC De Demo B');
    const before = await canDriveOf(m.id);
    for (const candrive of [2, 'ja', 'true', null, [1]]) {
      const res = await t.postRaw('teamcomposition/participateMeeting', {
        jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive, remarks: '',
      });
      expect([res.status, res.error.message]).toEqual([400, "Het veld 'candrive' is ongeldig."]);
    }
    expect(await canDriveOf(m.id)).toBe(before);
  });

  it('takes presence as 1/0, "1"/"0" and true/false', async () => {
    const db = t.database.db;
    const els = await memberId(db, 'Els', 'Wouters');
    const emma = await memberId(db, 'Emma', 'Maes');
    const moment = await addMoment(db, { days: 0, capacity: 10, responsibles: [els] });
    for (const [presence, present] of [['1', true], [false, false], [true, true], ['0', false], [1, true]] as const) {
      const res = await t.postRaw('presence/update.php', { jwt: leider, event_id: moment, member_id: emma, presence });
      expect(res.status).toBe(200);
      expect((await presencesOf(db, moment)).find((p) => p.memberId === emma)?.present).toBe(present);
    }
    const missing = await t.postRaw('presence/update.php', { jwt: leider, event_id: moment, member_id: emma });
    expect([missing.status, missing.error.message]).toEqual([400, "Het veld 'presence' ontbreekt."]);
  });

  it('takes allmembers as "1" and 1 like true', async () => {
    const all = await t.post('member/getList.php', { jwt: lid, allmembers: true });
    for (const allmembers of ['1', 1]) {
      const res = await t.postRaw('member/getList.php', { jwt: lid, allmembers });
      expect(res.status).toBe(200);
      expect(res.json.length).toBe(all.json.length);
    }
  });
});

describe('general/config.php and g2soft', () => {
  it('answers the default club for a code that names no club', async () => {
    const res = await t.post('general/config.php', { g2soft: 'GEEN-CLUB', returnSecureToken: '1' });
    expect(res.status).toBe(200);
    expect(res.json.data?.clubCode).toBe('A999');
  });

  it("says 'Deze club is niet gekend.' only when not even the default club exists", async () => {
    const other = await createTestApp({ defaultClubCode: 'ZZZ9' });
    try {
      const res = await other.post('general/config.php', { g2soft: 'GEEN-CLUB' });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: 'Deze club is niet gekend.', data: null });
    } finally {
      await other.close();
    }
  });
});

describe('team ids', () => {
  const paths = ['team/rankings', 'team/players', 'team/calendar', 'competition/weekOverview', 'teamcomposition/confirmationList'] as const;

  it('takes team_id as the spec writes it, and teamId as before, with the same answer', async () => {
    const teamB = await teamIdOf(t.database.db, 'TTC De Demo B');
    for (const path of paths) {
      const snake = await t.post(path, { jwt: lid, team_id: teamB });
      const camel = await t.post(path, { jwt: lid, teamId: teamB });
      expect(snake.status).toBe(200);
      expect(snake.json).toEqual(camel.json);
      expect(snake.json.length).toBeGreaterThan(0);
    }
  });

  it('names team_id when neither is sent', async () => {
    for (const path of paths) {
      const res = await t.postRaw(path, { jwt: lid });
      expect([res.status, res.error.message]).toEqual([400, "Het veld 'team_id' ontbreekt."]);
    }
  });
});

describe('control characters', () => {
  it('refuses a NUL byte in any text field with a 400 naming it, and changes nothing', async () => {
    const m = await comingAway(t, 'TTC De Demo B');
    const before = await canDriveOf(m.id);
    const cases = [
      ['login.php', { login: 'lid@demo.clubhuis.be\u0000', password: 'demo' }, 'login'],
      ['general/config.php', { g2soft: 'A999\u0000' }, 'g2soft'],
      ['teamcomposition/participateMeeting', { jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive: 1, remarks: 'ok\u0000' }, 'remarks'],
      ['competition/setIntermediateScore', { jwt: lid, id: m.id, intermediatescore: '3-2\u0000' }, 'intermediatescore'],
    ] as const;
    for (const [path, body, field] of cases) {
      const res = await t.postRaw(path, body);
      expect([res.status, res.error.message], path).toEqual([400, `Het veld '${field}' bevat ongeldige tekens.`]);
    }
    expect(await canDriveOf(m.id)).toBe(before);
  });

  it('keeps newlines and tabs in remarks', async () => {
    const m = await comingAway(t, 'TTC De Demo B');
    const res = await t.post('teamcomposition/participateMeeting', {
      jwt: lid, id: m.id, member_id: jan, confirmationoption: 1, candrive: false, remarks: 'eerst\ttraining,\nnadien match',
    });
    expect(res.status).toBe(200);
  });
});
