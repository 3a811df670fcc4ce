import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { sportsCampGroups, sportsCampTrainers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { demoCamp } from '../../testing/sportsCampKit.ts';
import { noticeLines, subscribeEveryAccount } from '../../testing/notificationsKit.ts';
import { dayText } from '../notifications/messages.ts';

let t: TestApp;
let beheer: string;
beforeAll(async () => {
  t = await createTestApp();
  beheer = await t.login('beheer@demo.clubhuis.be');
  await subscribeEveryAccount(t.database.db);
});
afterAll(() => t.close());

describe('camp planning notifications', () => {
  it('tells the camp\'s trainers when new groups change its days\' planning; saving it unchanged tells nobody', async () => {
    const db = t.database.db;
    const camp = await demoCamp(db);
    const groups = (await db.select({ name: sportsCampGroups.name }).from(sportsCampGroups).where(eq(sportsCampGroups.campId, camp.id))).map((g) => g.name);
    const trainerIds = (await db.select({ id: sportsCampTrainers.memberId }).from(sportsCampTrainers).where(eq(sportsCampTrainers.campId, camp.id))).map((r) => r.id);
    const save = (extra: string[]) =>
      t.post('admin/camps/save', { jwt: beheer, campId: camp.id, title: camp.title, dateFrom: camp.dateFrom, dateTill: camp.dateTill, responsible: camp.responsible, groups: [...groups, ...extra], trainerIds });
    expect((await save([])).status).toBe(200);
    expect(await noticeLines(db)).toEqual([]);
    expect((await save(['Tieners'])).status).toBe(200);
    const today = brusselsClock(new Date()).date;
    const from = camp.dateFrom > today ? camp.dateFrom : today;
    expect((await noticeLines(db)).filter((l) => l.startsWith('trainer '))).toEqual([`trainer → Koen: campPlanning: De planning van ${camp.title} is gewijzigd vanaf ${dayText(from)}.`]);
    expect((await noticeLines(db)).some((l) => l.startsWith('beheer '))).toBe(false);
  });
});
