// The rows and logins the permission walk (http/permissions.api.test.ts) aims its requests at. The
// subjects: Jan Peeters (lid@) and his team B for the member and interclub calls, Koen Jacobs
// (trainer@) and his trainings and camp for the staff calls, poule B1 of the padel league's ongoing
// series (padel@ is its captain) for the league calls.
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import {
  contributionForms,
  leaguePoulePlayers,
  leagueSeries,
  leagues,
  meetings,
  members,
  playerMoments,
  teamConfirmationOptions,
  teams,
  trainers,
  trainingGroupMembers,
  trainingGroups,
  trainingMoments,
  trainings,
} from '../../db/schema.ts';
import type { Path } from '@clubhuis/contract/catalogue';
import type { BodyOf } from '../apiClient.ts';
import type { TestApp } from '../testApp.ts';
import { userFor } from '../interclubKit.ts';
import { poulesOf, playersOf, matchesOf } from '../leagueKit.ts';
import { addMoment, memberId } from '../playerMomentsKit.ts';
import { otherCamp, todaysMoment, trainerDays } from '../sportsCampKit.ts';
import { ROLES, type Role } from '../permissionTable.ts';

const demo = (name: string) => `${name}@demo.clubhuis.be`;

export interface PermissionKit {
  t: TestApp;
  db: Db;
  /** The token of each role; anonymous has none. */
  jwt: Record<Role, string | undefined>;
  ids: Awaited<ReturnType<typeof subjects>>;
  /** What the allowed roles do not own: another trainer's training and group, another poule. */
  foreign: Awaited<ReturnType<typeof foreignRows>>;
}

/** Made again before each role's try, so a request can start from a fresh row (a used link, a reservation). */
export type Build<P extends Path> = (k: PermissionKit) => BodyOf<P> | Promise<BodyOf<P>>;
export type Requests = { [P in Path]: Build<P> };

/** A fresh test app's rows and one login per role (the camp trainer and the other captain are made here). */
export async function permissionKit(t: TestApp): Promise<PermissionKit> {
  const db = t.database.db;
  const ids = await subjects(t);
  // Captain of another team: team C's captain with only the captain's right (leider@ composes every team, kapitein@ is Jan's own captain).
  const otherCaptain = await userFor(t, ids.teamCCaptain, { composeAsCaptain: true });
  const logins: Record<Exclude<Role, 'anonymous' | 'otherCaptain' | 'campTrainer'>, string> = {
    member: demo('lid'),
    otherMember: demo('ouder'),
    trainer: demo('trainer'),
    leagueManager: demo('league'),
    pouleCaptain: demo('padel'),
    administrator: demo('beheer'),
  };
  const jwt = { anonymous: undefined, otherCaptain, campTrainer: ids.otherCamp.jwt } as Record<Role, string | undefined>;
  for (const role of ROLES) if (role in logins) jwt[role] = await t.login(logins[role as keyof typeof logins]);
  return { t, db, jwt, ids, foreign: await foreignRows(t, jwt.administrator!) };
}

/** A training Pieter Goossens gives to a group of its own (trainer@ has no part in it), and poule A1 (padel@ does not play there). */
async function foreignRows(t: TestApp, admin: string) {
  const db = t.database.db;
  const todayDate = brusselsClock(new Date()).date;
  const [pieter] = await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.name, 'Pieter Goossens'));
  const [trainee] = await db.select({ memberId: trainingGroupMembers.memberId }).from(trainingGroupMembers).limit(1);
  const group = await t.post('admin/training/groupSave', { jwt: admin, name: 'Avondgroep', memberIds: [trainee!.memberId] });
  const training = await t.post('admin/training/scheduleCreate', {
    jwt: admin,
    groupId: group.json.groupId,
    title: 'Avondtraining',
    weekday: 3,
    startTime: '06:00',
    endTime: '07:00',
    dateFrom: addDays(todayDate, -21),
    dateTill: addDays(todayDate, 21),
    trainerId: pieter!.id,
  });
  const moments = await db.select().from(trainingMoments).where(eq(trainingMoments.trainingId, training.json.trainingId)).orderBy(asc(trainingMoments.trainingDate));
  const a1 = (await poulesOf(db, 2))[0]!;
  const a1Players = await playersOf(db, a1.id);
  return {
    group: group.json.groupId,
    heldMoment: moments.find((m) => m.trainingDate < todayDate)!.id,
    openMoment: moments.find((m) => m.trainingDate > todayDate)!.id,
    trainee: trainee!.memberId,
    poule: a1.id,
    poulePlayer: a1Players[1]!.id,
    pouleSubscription: a1Players[0]!.subscriptionId,
    pouleMatch: (await matchesOf(db, a1.id))[0]!.id,
  };
}

async function subjects(t: TestApp) {
  const db = t.database.db;
  const jan = await memberId(db, 'Jan', 'Peeters');
  const koen = await memberId(db, 'Koen', 'Jacobs');
  const clubId = (await db.select({ clubId: members.clubId }).from(members).where(eq(members.id, jan)))[0]!.clubId;

  // Interclub: team B's coming meetings (an away one to answer for and drive, another made busy today for the intermediate score).
  const [teamB] = await db.select().from(teams).where(eq(teams.name, 'TTC De Demo B'));
  const [teamC] = await db.select().from(teams).where(eq(teams.name, 'TTC De Demo C'));
  const todayDate = brusselsClock(new Date()).date;
  const coming = await db.select().from(meetings).where(and(eq(meetings.teamId, teamB!.id), gt(meetings.playDate, todayDate))).orderBy(asc(meetings.playDate));
  const away = coming.find((m) => !m.home)!;
  const busy = coming.find((m) => m.id !== away.id)!;
  await db.update(meetings).set({ playDate: todayDate, playTime: '00:00', score: '' }).where(eq(meetings.id, busy.id));
  const past = (await db.select().from(meetings).where(and(eq(meetings.teamId, teamB!.id), ne(meetings.score, ''))).orderBy(asc(meetings.playDate)))[0]!;
  const options = await db.select().from(teamConfirmationOptions).where(eq(teamConfirmationOptions.clubId, clubId)).orderBy(asc(teamConfirmationOptions.number));

  // Members: a contribution form of Jan's own (the seed has Emma's only).
  const [emmaForm] = await db.select().from(contributionForms).limit(1);
  const { id: _formId, ...formValues } = emmaForm!;
  const [janForm] = await db.insert(contributionForms).values({ ...formValues, memberId: jan }).returning({ id: contributionForms.id });

  // Play moments: a badminton moment (league@ is responsible for those) and a fresh one with room for Jan's reservation.
  const badminton = (await db.select().from(playerMoments).where(and(eq(playerMoments.discipline, 'badminton'), gt(playerMoments.playDate, todayDate))).orderBy(asc(playerMoments.playDate)))[0]!;
  const freeMoment = await addMoment(db, { days: 5, capacity: 10 });

  // Training: Koen's youth training (he is its trainer), an open moment in the coming weeks; Jan joins its group as a trainee.
  const [youth] = await db.select().from(trainings).where(eq(trainings.title, 'Jeugdtraining'));
  const [youthGroup] = await db.select().from(trainingGroups).where(eq(trainingGroups.id, youth!.groupId));
  const youthMoments = await db.select().from(trainingMoments).where(eq(trainingMoments.trainingId, youth!.id)).orderBy(asc(trainingMoments.trainingDate));
  const openMoment = youthMoments.find((m) => m.trainingDate > todayDate && m.status < 2)!;
  const heldMoment = youthMoments.filter((m) => m.trainingDate < todayDate && m.status < 8).at(-1)!;
  const [trainee] = await db.select().from(trainingGroupMembers).where(eq(trainingGroupMembers.groupId, youth!.groupId)).limit(1);
  await db.insert(trainingGroupMembers).values({ clubId, groupId: youth!.groupId, memberId: jan });

  // Sports camp: today's morning of the demo camp (Koen trains there), and a camp trainer of another camp.
  const campMoment = await todaysMoment(db);
  const koenDays = await trainerDays(db, koen);
  const koenToday = koenDays.find((d) => d.campDate === todayDate) ?? koenDays[0]!;

  // League: poule B1 of the ongoing series and its captain's (padel@'s) subscription.
  const [league] = await db.select().from(leagues).limit(1);
  const series = await db.select().from(leagueSeries).where(eq(leagueSeries.leagueId, league!.id)).orderBy(asc(leagueSeries.serie));
  const b1 = (await poulesOf(db, 2))[3]!;
  const b1Players = await playersOf(db, b1.id);
  const b1Matches = await matchesOf(db, b1.id);
  const [captainRow] = await db.select().from(leaguePoulePlayers).where(and(eq(leaguePoulePlayers.pouleId, b1.id), eq(leaguePoulePlayers.playerIndex, 1)));

  return {
    clubId,
    jan,
    koen,
    teamB: teamB!.id,
    teamCCaptain: teamC!.captainMemberId!,
    teamBCaptain: teamB!.captainMemberId!,
    away: away.id,
    busy: busy.id,
    past: past.id,
    participateOption: options.find((o) => o.participate === 1)!.number,
    denyOption: options.find((o) => o.participate === 0)!.number,
    janForm: janForm!.id,
    badminton: badminton.id,
    freeMoment,
    youthTraining: youth!.id,
    youthGroup: youthGroup!.id,
    openMoment: openMoment.id,
    heldMoment: heldMoment.id,
    trainee: trainee!.memberId,
    campId: campMoment.camp.id,
    campMoment: campMoment.moment.id,
    campChild: campMoment.children[0]!.id,
    campDate: todayDate,
    koenCampDay: koenToday.id,
    otherCamp: await otherCamp(db),
    leagueId: league!.id,
    ongoingSerie: series.find((s) => s.status === 2)!.id,
    closedSerie: series.find((s) => s.status === 9)!.id,
    newSerie: series.find((s) => s.status < 2)!.id,
    poule: b1.id,
    pouleCaptainMember: captainRow!.memberId,
    pouleCaptainSubscription: captainRow!.subscriptionId,
    poulePlayer: b1Players[1]!.id,
    signedOutPlayer: b1Players[2]!.id,
    pouleMatch: b1Matches.find((m) => m.games1 === null)?.id ?? b1Matches[0]!.id,
  };
}
