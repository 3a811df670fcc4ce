import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { today } from '../../testing/playerMomentsKit.ts';
import { momentsOf } from '../../testing/trainingKit.ts';
import { clearOutbox, noticeLines, subscribeEveryAccount } from '../../testing/notificationsKit.ts';
import { dayText } from '../notifications/messages.ts';

let t: TestApp;
let trainer: string;
let sporter: string;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, sporter] = await Promise.all([t.login('trainer@demo.clubhuis.be'), t.login('sporter@demo.clubhuis.be')]);
  await subscribeEveryAccount(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clearOutbox(t.database.db));

const coming = async () => (await momentsOf(t.database.db, 'Recreantentraining')).filter((m) => m.trainingDate > today() && m.status < 2);
const update = (body: { event_id: number; status: 8 | 9; merge_id?: number }) => t.post('training/updateTrainingMoment', { jwt: trainer, remark: '', ...body });
const ninaLines = async () => (await noticeLines(t.database.db)).filter((l) => l.startsWith('sporter'));

describe('training notifications', () => {
  it('tells the trainees a cancelled training once (two trainers\' cancels at once: one change), never the trainer', async () => {
    const [m] = await coming();
    const answers = await Promise.all([update({ event_id: m!.id, status: 9 }), update({ event_id: m!.id, status: 9 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await ninaLines()).toEqual([`sporter → Nina: training: Recreantentraining van ${dayText(m!.trainingDate)} om 19:30 gaat niet door.`]);
    expect((await noticeLines(t.database.db)).filter((l) => l.startsWith('trainer'))).toEqual([]);
  });

  it('leaves out a trainee who said it would not come', async () => {
    const [, m] = await coming();
    const no = await t.post('training/updateTrainingReservation', { jwt: sporter, event_id: m!.id, member_id: (await t.post('member/getList.php', { jwt: sporter })).json[0]!.memberId, reserved: -1, remark: 'Ziek' });
    expect(no.status).toBe(200);
    await update({ event_id: m!.id, status: 9 });
    expect(await ninaLines()).toEqual([]);
  });

  it('tells the trainees a training moved into another one of that week, and where', async () => {
    // The first coming one with another training that week to go with.
    const options = await Promise.all((await coming()).map(async (m) => ({ m, with: (await t.post('training/getMergeTrainingMomentList', { jwt: trainer, training_id: m.trainingId, event_id: m.id })).json.data! })));
    const { m, with: candidates } = options.find((o) => o.with.length > 0)!;
    const target = candidates[0]!;
    expect((await update({ event_id: m.id, status: 8, merge_id: target.id })).status).toBe(200);
    expect(await ninaLines()).toEqual([`sporter → Nina: training: Recreantentraining van ${dayText(m.trainingDate)} gaat samen met ${target.title} (${target.moment}).`]);
  });
});
