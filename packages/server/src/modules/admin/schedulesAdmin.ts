import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { appConfig, members, trainers } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { setTraineeGroups } from '../members/memberWrites.ts';
import { makeMemberAccountsTrainer } from '../session/accounts.ts';
import { endSeries, insertSeries, listSeries, lockSeries, type SeriesValues } from '../playermoments/momentSeries.ts';
import { groupNamesOf, insertGroup, insertSchedule, insertTrainer, listGroups, listTrainers, lockGroup, renameGroup, setGroupMembers, type ScheduleValues } from '../training/schedules.ts';
import { audit } from './audit.ts';
import { adminText } from './messages.ts';

/** A period of at most a year, ending after it starts; times in order. */
function checkPeriod(v: { dateFrom: string; dateTill: string; startTime: string; endTime: string }) {
  if (v.dateTill < v.dateFrom) throw new ApiError(400, adminText.periodOrder);
  if (v.dateTill > addDays(v.dateFrom, 366)) throw new ApiError(400, adminText.periodTooLong);
  if (v.endTime <= v.startTime) throw new ApiError(400, adminText.timeOrder);
}

/** Every id is one of this club's members, or a 400 naming the field. */
export async function checkMembers(tx: Db, clubId: number, ids: number[], field: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const own = await tx.select({ id: members.id }).from(members).where(and(eq(members.clubId, clubId), inArray(members.id, unique)));
  if (own.length !== unique.length) throw new ApiError(400, adminText.memberUnknown(field));
  return unique;
}

async function checkTrainers(tx: Db, clubId: number, ids: number[], field: string) {
  const unique = [...new Set(ids.filter((id) => id > 0))];
  if (unique.length === 0) return;
  const own = await tx.select({ id: trainers.id }).from(trainers).where(and(eq(trainers.clubId, clubId), inArray(trainers.id, unique)));
  if (own.length !== unique.length) throw new ApiError(400, adminText.trainerUnknown(field));
}

export async function seriesOfClub(db: Db, clubId: number, today: string) {
  const rows = await listSeries(db, clubId, today);
  return rows.map(({ series: s, moments, next }) => ({
    seriesId: s.id,
    discipline: s.discipline,
    name: s.name,
    description: s.description,
    weekday: s.weekday,
    startTime: s.startTime,
    endTime: s.endTime,
    capacity: s.capacity,
    dateFrom: s.dateFrom,
    dateTill: s.dateTill,
    responsibleIds: s.responsibleIds,
    moments,
    next: next ?? '',
  }));
}

export async function createSeries(db: Db, user: RequestUser, body: SeriesValues & { responsibleIds: number[] }) {
  checkPeriod(body);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const responsibleIds = await checkMembers(t, user.clubId, body.responsibleIds, 'responsibleIds');
    const { series, created } = await insertSeries(t, user.clubId, { ...body, name: body.name.trim(), responsibleIds });
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/playermoments/seriesCreate', entity: 'player_moment_series', entityId: series.id, before: null, after: { ...series, moments: created } });
    return { seriesId: series.id, message: adminText.seriesCreated(created) };
  });
}

export async function stopSeries(db: Db, user: RequestUser, seriesId: number, today: string) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const series = await lockSeries(t, user.clubId, seriesId);
    if (!series) throw new ApiError(404, adminText.unknownSeries);
    const { removed, kept } = await endSeries(t, series, today);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/playermoments/seriesEnd', entity: 'player_moment_series', entityId: seriesId, before: { dateTill: series.dateTill }, after: { dateTill: series.dateTill < today ? series.dateTill : today, removed, kept } });
    return { message: adminText.seriesEnded(removed, kept) };
  });
}

export async function groupsOfClub(db: Db, clubId: number) {
  return (await listGroups(db, clubId)).map(({ group, trainees, trainings }) => ({
    groupId: group.id,
    name: group.name,
    trainees,
    trainings: trainings.map((t) => ({
      trainingId: t.id,
      title: t.title,
      weekday: t.weekday ?? 0,
      startTime: t.startTime ?? '',
      endTime: t.endTime ?? '',
      dateFrom: t.dateFrom ?? '',
      dateTill: t.dateTill ?? '',
    })),
  }));
}

/** A group's name and trainees; the members' own groups text follows in the same transaction. */
export async function saveGroup(db: Db, user: RequestUser, body: { groupId: number; name: string; memberIds: number[] }) {
  const name = body.name.trim();
  if (!name) throw new ApiError(400, "Het veld 'name' is leeg.");
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const memberIds = await checkMembers(t, user.clubId, body.memberIds, 'memberIds');
    let groupId = body.groupId;
    if (groupId === 0) groupId = (await insertGroup(t, user.clubId, name)).id;
    else {
      if (!(await lockGroup(t, user.clubId, groupId))) throw new ApiError(404, adminText.unknownGroup);
      await renameGroup(t, groupId, name);
    }
    const touched = await setGroupMembers(t, user.clubId, groupId, memberIds);
    await setTraineeGroups(t, await groupNamesOf(t, touched));
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/training/groupSave', entity: 'training_groups', entityId: groupId, before: null, after: { name, memberIds } });
    return { groupId, message: adminText.groupSaved(name, memberIds.length) };
  });
}

export async function createSchedule(db: Db, user: RequestUser, body: Omit<ScheduleValues, 'nrOfAssistents' | 'trainerId'> & { trainerId: number }) {
  checkPeriod(body);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const group = await lockGroup(t, user.clubId, body.groupId);
    if (!group) throw new ApiError(404, adminText.unknownGroup);
    await checkTrainers(t, user.clubId, [body.trainerId], 'trainerId');
    await checkTrainers(t, user.clubId, body.assistentIds, 'assistentIds');
    const values = { ...body, title: body.title.trim(), trainerId: body.trainerId || null, nrOfAssistents: Math.max(1, body.assistentIds.length) };
    const { training, created } = await insertSchedule(t, user.clubId, group.name, values);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/training/scheduleCreate', entity: 'trainings', entityId: training.id, before: null, after: { ...training, moments: created } });
    return { trainingId: training.id, message: adminText.scheduleCreated(created) };
  });
}

export async function trainersOfClub(db: Db, clubId: number) {
  return (await listTrainers(db, clubId)).map((t) => ({ trainerId: t.id, name: t.name, memberId: t.memberId ?? 0 }));
}

export async function createTrainer(db: Db, user: RequestUser, memberId: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [member] = await t.select().from(members).where(and(eq(members.id, memberId), eq(members.clubId, user.clubId)));
    if (!member) throw new ApiError(404, adminText.unknownMember);
    const [existing] = await t.select({ id: trainers.id }).from(trainers).where(eq(trainers.memberId, memberId));
    if (existing) throw new ApiError(409, adminText.alreadyTrainer);
    const name = `${member.firstName} ${member.lastName}`;
    const trainer = await insertTrainer(t, user.clubId, memberId, name);
    // The role is the trainers row and the accounts' trainerId together: one without the other answers 403.
    const accounts = await makeMemberAccountsTrainer(t, user.clubId, memberId, trainer.id);
    const [config] = await t.select({ on: appConfig.trainingModule }).from(appConfig).where(eq(appConfig.clubId, user.clubId));
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/training/trainerCreate', entity: 'trainers', entityId: trainer.id, before: null, after: { ...trainer, accounts } });
    const message = [adminText.trainerCreated(name), accounts.length > 0 ? adminText.trainerAccounts(accounts) : adminText.trainerWithoutAccount, ...(config?.on ? [] : [adminText.trainingModuleOff])];
    return { trainerId: trainer.id, message: message.join(' ') };
  });
}
