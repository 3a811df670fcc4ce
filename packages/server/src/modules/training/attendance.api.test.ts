import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@clubhuis/contract/rules/clock';
import { attendancePercentage } from '@clubhuis/contract/rules/training';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { today } from '../../testing/playerMomentsKit.ts';
import { trainerLogin } from '../../testing/trainingKit.ts';

let t: TestApp;
let trainer: string;
let pieter: string;
let lid: string;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, lid] = await Promise.all([t.login('trainer@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
  pieter = await trainerLogin(t.database.db, 'Pieter Goossens');
});
afterAll(() => t.close());

describe('training/getAttendanceOverview', () => {
  it("gives the trainer's groups and, per trainee, the marks of the held trainings with the reasons", async () => {
    const res = await t.post('training/getAttendanceOverview', { jwt: trainer, group_id: 0 });
    const data = res.json.data!;
    expect(data.groups.map((g) => g.name)).toEqual(['Competitie', 'Jeugd', 'Recreanten']);
    const rec = data.groups.find((g) => g.name === 'Recreanten')!;
    const overview = (await t.post('training/getAttendanceOverview', { jwt: trainer, group_id: rec.id, date_from: addDays(today(), -60), date_till: today() })).json.data!;
    // Eight weeks back: seven held (one merged into the competition training), the last one not marked yet.
    expect(overview.trainings).toHaveLength(7);
    expect(overview.trainings.every((x) => x.title === 'Recreantentraining' && x.date < today())).toBe(true);
    const nina = overview.trainees.find((x) => x.memberName === 'Nina Vermeulen')!;
    expect(nina.cells).toHaveLength(7);
    expect(nina.cells.at(-1)!.presence).toBe(-1);
    expect(attendancePercentage(nina.cells)).toBeGreaterThan(50);
    expect(overview.trainees.length).toBe(7);
  });

  it('refuses members, groups the trainer does not train and periods over a year', async () => {
    const member = await t.post('training/getAttendanceOverview', { jwt: lid, group_id: 0 });
    expect(member.status).toBe(403);
    const groups = (await t.post('training/getAttendanceOverview', { jwt: trainer, group_id: 0 })).json.data!.groups;
    const youth = groups.find((g) => g.name === 'Jeugd')!;
    const other = await t.post('training/getAttendanceOverview', { jwt: pieter, group_id: youth.id });
    expect([other.status, other.error.message]).toEqual([403, 'Je kan enkel het aanwezigheidsoverzicht opvragen van groepen die je traint.']);
    const long = await t.post('training/getAttendanceOverview', { jwt: trainer, group_id: youth.id, date_from: '2020-01-01', date_till: '2026-01-01' });
    expect([long.status, long.error.message]).toEqual([400, 'Kies een periode van hoogstens een jaar, met de begindatum voor de einddatum.']);
  });
});
