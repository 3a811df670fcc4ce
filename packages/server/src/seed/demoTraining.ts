// Trainings of the demo club: three groups (youth, recreation, competition), each with one weekly
// training over the last eight and the next four weeks, in every status; trainees with objectives;
// the trainee login sporter@ (Nina Vermeulen, in recreation and competition).
import { eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../db/client.ts';
import {
  members,
  traineeObjectives,
  trainers,
  trainingGroupMembers,
  trainingGroups,
  trainingMoments,
  trainingPresences,
  trainingReservations,
  trainings,
  userRights,
  users,
} from '../db/schema.ts';
import { demoMembers } from './demoMembers.ts';
import { seedDemoUsers, type DemoUser } from './demoUsers.ts';

const m = (name: string) => `${name}@demo.clubhuis.be`;

export const sporterUser: DemoUser = {
  email: m('sporter'),
  firstName: 'Nina',
  lastName: 'Vermeulen',
  memberEmails: [m('nina.vermeulen')],
  rights: { homePage: 3 },
};

const objectivePool = [
  ['Forehand topspin', 'green'],
  ['Backhand push', 'blue'],
  ['Service met backspin', 'orange'],
  ['Voetenwerk', 'violet'],
  ['Blokken tegen topspin', 'teal'],
  ['Flip over de tafel', 'red'],
] as const;

interface Plan {
  group: string;
  title: string;
  weekday: number;
  start: string;
  end: string;
  assistents: number;
  description: string;
}

const plans: Plan[] = [
  { group: 'Jeugd', title: 'Jeugdtraining', weekday: 3, start: '14:00', end: '15:30', assistents: 2, description: 'Tafels 1 tot 6, rackets zijn voorzien.' },
  { group: 'Recreanten', title: 'Recreantentraining', weekday: 1, start: '19:30', end: '21:00', assistents: 1, description: 'Techniek en spelvormen voor recreanten.' },
  { group: 'Competitie', title: 'Competitietraining', weekday: 4, start: '20:00', end: '22:00', assistents: 3, description: 'Wedstrijdgerichte oefeningen en sparring.' },
];

export async function seedDemoTraining(db: Db, clubId: number, idByEmail: Map<string, number>, today: string): Promise<void> {
  const [nina] = await db
    .insert(members)
    .values({
      clubId,
      firstName: 'Nina',
      lastName: 'Vermeulen',
      gender: 'F',
      email: m('nina.vermeulen'),
      address: 'Kortrijksesteenweg 88, 9000 Gent',
      mobile: '0471 228 194',
      birthdate: '2004-06-17',
      ranking: 'E2',
      associationId: '512345',
      traineeState: 1,
      traineeRemark: 'Wil doorgroeien naar de competitieploeg.',
      traineeRemarkColor: 'green',
    })
    .returning({ id: members.id });
  const ninaId = nina!.id;
  await seedDemoUsers(db, clubId, new Map([[m('nina.vermeulen'), ninaId]]), [sporterUser]);

  // Trainers: Koen Jacobs is trainer@; the others have no login.
  const [koen, sarah, pieter] = await db
    .insert(trainers)
    .values([
      { clubId, memberId: idByEmail.get(m('koen.jacobs'))!, name: 'Koen Jacobs' },
      { clubId, name: 'Sarah Dewitte' },
      { clubId, name: 'Pieter Goossens' },
    ])
    .returning({ id: trainers.id });
  const [trainerUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, m('trainer')));
  await db.update(userRights).set({ trainerId: koen!.id }).where(eq(userRights.userId, trainerUser!.id));

  const groups = await db
    .insert(trainingGroups)
    .values(plans.map((p) => ({ clubId, name: p.group })))
    .returning({ id: trainingGroups.id, name: trainingGroups.name });
  const everyGenerated = demoMembers()
    .slice(7)
    .map((x, i) => ({ ...x, i, id: idByEmail.get(x.email!)! }));
  const generated = everyGenerated.filter((x) => x.memberState === 1);
  // A recreant who left the club stays in the group's roll; lists and counts show active members only.
  const formerRecreants = everyGenerated.filter((x) => x.memberState !== 1 && x.trainingGroups === 'Recreanten').map((x) => x.id);
  // Youth: the Maes children and the club's youngest members (born 2007 or later).
  const youth = [idByEmail.get(m('emma.maes'))!, idByEmail.get(m('lucas.maes'))!, ...generated.filter((x) => Number(x.birthdate!.slice(0, 4)) >= 2007).map((x) => x.id).slice(0, 3)];
  const recreation = [...generated.filter((x) => x.trainingGroups === 'Recreanten').map((x) => x.id).slice(0, 6), ninaId];
  const recreationRoll = [...recreation, ...formerRecreants];
  const competition = [...generated.filter((x) => x.i % 5 === 2).map((x) => x.id).slice(0, 6), ninaId];
  const groupMembers = [youth, recreation, competition];
  await db.insert(trainingGroupMembers).values([youth, recreationRoll, competition].flatMap((ids, g) => ids.map((memberId) => ({ clubId, groupId: groups[g]!.id, memberId }))));
  // The members' own training-groups text follows the groups (the menu's 'Mijn trainingen' reads it).
  const everyone = [...new Set(groupMembers.flat())];
  await db.execute(sql`update members set
    trainee_state = case when id in (select member_id from training_group_members) then 1 else 0 end,
    training_groups = coalesce((select string_agg(tg.name, ', ' order by tg.name)
      from training_group_members g join training_groups tg on tg.id = g.group_id where g.member_id = members.id), '')
    where club_id = ${clubId} and (training_groups <> '' or id in (select member_id from training_group_members))`);
  await db.update(members).set({ traineeRemark: 'Astma: de puffer zit in de sporttas.', traineeRemarkColor: 'red' }).where(eq(members.id, youth[0]!));
  await db.update(members).set({ traineeRemark: 'Heel enthousiast, soms wat druk.', traineeRemarkColor: 'orange' }).where(eq(members.id, youth[1]!));
  await db.insert(traineeObjectives).values(
    everyone.flatMap((memberId, k) => {
      const pick = (j: number) => objectivePool[(k + j) % objectivePool.length]!;
      return [
        { clubId, memberId, name: pick(0)[0], color: pick(0)[1], achieved: true },
        ...(k % 2 === 0 ? [{ clubId, memberId, name: pick(1)[0], color: pick(1)[1], achieved: true }] : []),
        { clubId, memberId, name: pick(2)[0], color: pick(2)[1], achieved: false },
      ];
    }),
  );

  const staff = [
    { trainerId: koen!.id, assistentId: sarah!.id },
    { trainerId: koen!.id, assistentId: null },
    { trainerId: pieter!.id, assistentId: koen!.id },
  ];
  const made = await db
    .insert(trainings)
    .values(plans.map((p, g) => ({ clubId, groupId: groups[g]!.id, title: p.title, nrOfAssistents: p.assistents })))
    .returning({ id: trainings.id });
  const moments: (typeof trainingMoments.$inferInsert)[] = [];
  for (let d = -56; d < 28; d++) {
    const date = addDays(today, d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    plans.forEach((p, g) => {
      if (p.weekday !== weekday) return;
      const past = d < 0;
      moments.push({
        clubId,
        trainingId: made[g]!.id,
        trainingDate: date,
        startTime: p.start,
        endTime: p.end,
        title: p.title,
        calendarTitle: `${p.title} ${p.group}`,
        description: p.description,
        ...staff[g]!,
        status: past ? 2 : 1,
      });
    });
  }
  const inserted = await db.insert(trainingMoments).values(moments).returning();
  const byTraining = made.map((t) => inserted.filter((x) => x.trainingId === t.id));
  const presences: (typeof trainingPresences.$inferInsert)[] = [];
  const reservations: (typeof trainingReservations.$inferInsert)[] = [];
  const update = async (id: number, set: Partial<typeof trainingMoments.$inferInsert>) => {
    await db.update(trainingMoments).set(set).where(eq(trainingMoments.id, id));
    Object.assign(inserted.find((x) => x.id === id)!, set);
  };
  for (const [g, list] of byTraining.entries()) {
    const past = list.filter((x) => x.trainingDate < today);
    const coming = list.filter((x) => x.trainingDate >= today);
    // The latest past training is still to be confirmed: nobody marked yet.
    await update(past.at(-1)!.id, { status: 0 });
    // Youth: one cancelled weeks ago; competition: one cancelled ahead (club championship).
    if (g === 0) await update(past.at(-4)!.id, { status: 9, remark: 'Sporthal bezet door een schoolactiviteit.' });
    if (g === 2) await update(coming[2]!.id, { status: 9, remark: 'Geen training: clubkampioenschap.' });
    for (const [k, moment] of past.entries()) {
      const row = inserted.find((x) => x.id === moment.id)!;
      if (row.status !== 2) continue;
      for (const [j, memberId] of groupMembers[g]!.entries()) {
        presences.push({ clubId, momentId: row.id, memberId, presence: (j + k) % 5 === 4 ? 0 : 1 });
      }
    }
  }
  // Recreation merged once into the competition training of the same week.
  const mergedRec = byTraining[1]!.filter((x) => x.trainingDate < today).at(-3)!;
  const sameWeekComp = byTraining[2]!.find((x) => x.trainingDate > mergedRec.trainingDate && x.trainingDate <= addDays(mergedRec.trainingDate, 6))!;
  await update(mergedRec.id, { status: 8, mergeId: sameWeekComp.id, remark: 'Samen met de competitiespelers getraind.' });
  await db.delete(trainingPresences).where(inArray(trainingPresences.momentId, [mergedRec.id]));
  const filtered = presences.filter((x) => x.momentId !== mergedRec.id);
  await db.insert(trainingPresences).values(filtered);

  // What the trainees answered for the coming trainings.
  const [nextRec, secondRec] = byTraining[1]!.filter((x) => x.trainingDate >= today);
  const [nextComp] = byTraining[2]!.filter((x) => x.trainingDate >= today);
  reservations.push(
    { clubId, momentId: nextRec!.id, memberId: ninaId, reserved: 1 },
    { clubId, momentId: nextComp!.id, memberId: ninaId, reserved: -1, remark: 'Examen aan de hogeschool.' },
    { clubId, momentId: secondRec!.id, memberId: recreation[0]!, reserved: -1, remark: 'Op vakantie.' },
    { clubId, momentId: nextRec!.id, memberId: recreation[1]!, reserved: 1 },
  );
  const nextYouth = byTraining[0]!.find((x) => x.trainingDate >= today)!;
  reservations.push({ clubId, momentId: nextYouth.id, memberId: youth[1]!, reserved: -1, remark: 'Verjaardagsfeestje.' });
  await db.insert(trainingReservations).values(reservations);
}
