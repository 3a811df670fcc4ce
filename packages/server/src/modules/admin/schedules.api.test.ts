import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { members, playerMomentResponsibles, playerMoments, trainingMoments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { otherClubAdmin } from '../../testing/adminKit.ts';

let t: TestApp;
let beheer: string;
let lid: string;
let janId: number;
const today = brusselsClock(new Date()).date;

beforeAll(async () => {
  t = await createTestApp();
  [beheer, lid] = await Promise.all([t.login('beheer@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
  const [jan] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.email, 'jan.peeters@demo.clubhuis.be'));
  janId = jan!.id;
});
afterAll(() => t.close());

describe('play-moment series', () => {
  it('makes a moment on every such weekday of the period with its responsible persons; members can reserve them', async () => {
    const res = await t.post('admin/playermoments/seriesCreate', {
      jwt: beheer,
      discipline: 'tabletennis',
      name: 'Vrij spel zaterdag',
      weekday: 6,
      startTime: '10:00',
      endTime: '12:00',
      capacity: 12,
      dateFrom: today,
      dateTill: addDays(today, 27),
      responsibleIds: [janId],
    });
    expect(res.json.message).toBe('De reeks werd aangemaakt met 4 spelmomenten.');
    const made = await t.database.db.select().from(playerMoments).where(eq(playerMoments.seriesId, res.json.seriesId));
    expect(made).toHaveLength(4);
    expect(made.every((m) => new Date(`${m.playDate}T00:00:00Z`).getUTCDay() === 6 && m.capacity === 12 && m.startTime === '10:00')).toBe(true);
    expect(await t.database.db.$count(playerMomentResponsibles, eq(playerMomentResponsibles.memberId, janId))).toBeGreaterThanOrEqual(4);
    const reserved = await t.post('reservation/update.php', { jwt: lid, event_id: made[1]!.id, member_id: janId });
    expect(reserved.status).toBe(200);
    const [series] = (await t.post('admin/playermoments/series', { jwt: beheer })).json.filter((s) => s.seriesId === res.json.seriesId);
    expect(series).toMatchObject({ moments: 4, next: made[0]!.playDate, responsibleIds: [janId] });

    const ended = await t.post('admin/playermoments/seriesEnd', { jwt: beheer, seriesId: res.json.seriesId });
    const later = made.filter((m) => m.playDate > today).length;
    expect(ended.json.message).toBe(`De reeks stopt vandaag: ${later - 1} latere momenten werden verwijderd, 1 met reservaties blijft staan.`);
    expect(await t.database.db.$count(playerMoments, eq(playerMoments.seriesId, res.json.seriesId))).toBe(made.length - (later - 1));
  });

  it('refuses a period the wrong way round or longer than a year, times out of order and foreign members', async () => {
    const base = { jwt: beheer, discipline: 'tabletennis', name: 'X', weekday: 2, startTime: '19:00', endTime: '21:00', dateFrom: today, dateTill: addDays(today, 30) };
    const cases: [Record<string, unknown>, string][] = [
      [{ dateTill: addDays(today, -1) }, "Het veld 'dateTill' ligt voor 'dateFrom'."],
      [{ dateTill: addDays(today, 400) }, "Het veld 'dateTill' ligt meer dan een jaar na 'dateFrom'."],
      [{ endTime: '18:00' }, "Het veld 'endTime' ligt niet na 'startTime'."],
      [{ weekday: 8 }, "Het veld 'weekday' is te groot (maximaal 7)."],
      [{ startTime: '25:00' }, "Het veld 'startTime' is ongeldig."],
      [{ responsibleIds: [999_999] }, "Het veld 'responsibleIds' bevat een lid dat niet tot deze club behoort."],
    ];
    const before = await t.database.db.$count(playerMoments);
    for (const [over, message] of cases) {
      const res = await t.postRaw('admin/playermoments/seriesCreate', { ...base, ...over });
      expect([res.status, res.error.message]).toEqual([400, message]);
    }
    expect(await t.database.db.$count(playerMoments)).toBe(before);
  });
});

describe('training groups and weekly trainings', () => {
  it("makes a group with trainees (their menu's groups follow), a trainer, and a weekly training with its moments the trainee sees", async () => {
    const db = t.database.db;
    // Jan's account (lid@) is no trainer yet: the trainer screens answer 403 until the one action (issue 28, item 15).
    expect((await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: lid })).status).toBe(403);
    const trainer = await t.post('admin/training/trainerCreate', { jwt: beheer, memberId: janId });
    expect(trainer.json.message).toBe('Jan Peeters is nu trainer. Het account lid@demo.clubhuis.be kan nu de trainersschermen gebruiken.');
    expect((await t.post('admin/training/trainerCreate', { jwt: beheer, memberId: janId })).status).toBe(409);
    const group = await t.post('admin/training/groupSave', { jwt: beheer, name: ' Beginners ', memberIds: [janId] });
    expect(group.json.message).toBe('De groep Beginners werd bewaard met 1 trainee.');
    const [jan] = await db.select().from(members).where(eq(members.id, janId));
    expect(jan).toMatchObject({ traineeState: 1, trainingGroups: 'Beginners' });
    const schedule = await t.post('admin/training/scheduleCreate', {
      jwt: beheer,
      groupId: group.json.groupId,
      title: 'Beginnerstraining',
      weekday: 2,
      startTime: '18:00',
      endTime: '19:00',
      dateFrom: addDays(today, 1),
      dateTill: addDays(today, 14),
      trainerId: trainer.json.trainerId,
    });
    expect(schedule.json.message).toBe('De training werd aangemaakt met 2 trainingsmomenten.');
    const moments = await db.select().from(trainingMoments).where(eq(trainingMoments.trainingId, schedule.json.trainingId));
    expect(moments.map((m) => [m.calendarTitle, m.trainerId, m.status])).toEqual(Array(2).fill(['Beginnerstraining Beginners', trainer.json.trainerId, 1]));
    const given = await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: lid });
    expect(given.json.data!.filter((m) => m.title === 'Beginnerstraining')).toHaveLength(2);
    const seen = await t.post('training/getTraineeMomentList', { jwt: lid, trainee_id: janId });
    expect(seen.json.data!.filter((m) => m.title === 'Beginnerstraining')).toHaveLength(2);
    const groups = (await t.post('admin/training/groups', { jwt: beheer })).json;
    expect(groups.find((g) => g.name === 'Beginners')).toMatchObject({ trainees: [{ memberId: janId, memberName: 'Jan Peeters' }], trainings: [{ title: 'Beginnerstraining', weekday: 2 }] });

    // Out of the group again: the member's groups text empties in the same step.
    await t.post('admin/training/groupSave', { jwt: beheer, groupId: group.json.groupId, name: 'Beginners', memberIds: [] });
    const [after] = await db.select().from(members).where(eq(members.id, janId));
    expect(after).toMatchObject({ traineeState: 0, trainingGroups: '' });
  });

  it('tells the administrator of a new club that the trainer has no account yet and that the training module is off (issue 28, item 15)', async () => {
    const other = await otherClubAdmin(t.database.db);
    const member = await t.post('admin/members/save', { jwt: other.jwt, firstName: 'Lotte', lastName: 'Claeys', gender: 'F' });
    const trainer = await t.post('admin/training/trainerCreate', { jwt: other.jwt, memberId: member.json.memberId });
    expect(trainer.json.message).toBe(
      'Lotte Claeys is nu trainer. Er is nog geen account aan dit lid gekoppeld: kies de trainer bij het account (Clubbeheer → Gebruikers en rechten) zodra het er is. ' +
        'De module Trainingen staat nog uit: zet ze aan bij Clubbeheer → Instellingen, anders ziet de trainer geen trainingsmenu.',
    );
  });

  it("refuses another club's trainer and an unknown group", async () => {
    const bad = await t.post('admin/training/scheduleCreate', { jwt: beheer, groupId: 999_999, title: 'X', weekday: 1, startTime: '18:00', endTime: '19:00', dateFrom: today, dateTill: today });
    expect([bad.status, bad.error.message]).toEqual([404, 'Deze trainingsgroep bestaat niet in deze club.']);
    const groupId = (await t.post('admin/training/groups', { jwt: beheer })).json[0]!.groupId;
    const trainer = await t.post('admin/training/scheduleCreate', { jwt: beheer, groupId, title: 'X', weekday: 1, startTime: '18:00', endTime: '19:00', dateFrom: today, dateTill: today, trainerId: 999_999 });
    expect([trainer.status, trainer.error.message]).toEqual([400, "Het veld 'trainerId' is geen trainer van deze club."]);
  });
});
