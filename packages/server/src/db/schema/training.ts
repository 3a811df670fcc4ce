import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clubs } from './clubs.ts';
import { members } from './members.ts';

/** A club's trainers; user_rights.trainer_id points here (the Trainer of spec 02 section 3). */
export const trainers = pgTable('trainers', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  memberId: integer('member_id').references(() => members.id),
  name: text('name').notNull(),
}, (t) => [index('trainers_club_idx').on(t.clubId)]);

/** Youth, recreation, competition: the groups trainees train in. */
export const trainingGroups = pgTable('training_groups', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  name: text('name').notNull(),
}, (t) => [index('training_groups_club_idx').on(t.clubId)]);

export const trainingGroupMembers = pgTable(
  'training_group_members',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    groupId: integer('group_id').notNull().references(() => trainingGroups.id),
    memberId: integer('member_id').notNull().references(() => members.id),
  },
  (t) => [
    index('training_group_members_club_idx').on(t.clubId, t.groupId),
    uniqueIndex('training_group_members_group_member').on(t.groupId, t.memberId),
    index('training_group_members_member').on(t.memberId),
  ],
);

/** A trainee's objectives: achieved ones and the ones worked on now, each with a colour. */
export const traineeObjectives = pgTable(
  'trainee_objectives',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    name: text('name').notNull(),
    color: text('color').notNull().default(''),
    achieved: boolean('achieved').notNull().default(false),
  },
  (t) => [index('trainee_objectives_club_idx').on(t.clubId, t.memberId), index('trainee_objectives_member').on(t.memberId)],
);

/** A weekly training of one group (trainingId); its occurrences are training_moments. */
export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    groupId: integer('group_id').notNull().references(() => trainingGroups.id),
    title: text('title').notNull(),
    nrOfAssistents: smallint('nr_of_assistents').notNull().default(1),
    /** The weekly schedule club administration made its moments from (null for older trainings). */
    weekday: smallint('weekday'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTill: date('date_till', { mode: 'string' }),
  },
  (t) => [index('trainings_club_idx').on(t.clubId, t.groupId), check('trainings_assistents', sql`${t.nrOfAssistents} between 1 and 5`)],
);

/**
 * One training moment (eventId). status: below 2 open (shown as 0 or 1 by the start time), 2 confirmed,
 * 8 merged into merge_id, 9 cancelled. Every write locks this row first.
 */
export const trainingMoments = pgTable(
  'training_moments',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    trainingId: integer('training_id').notNull().references(() => trainings.id),
    trainingDate: date('training_date', { mode: 'string' }).notNull(),
    /** hh:mm on the Brussels clock. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    title: text('title').notNull(),
    calendarTitle: text('calendar_title').notNull(),
    description: text('description').notNull().default(''),
    trainerId: integer('trainer_id').references(() => trainers.id),
    assistentId: integer('assistent_id').references(() => trainers.id),
    assistent2Id: integer('assistent2_id').references(() => trainers.id),
    assistent3Id: integer('assistent3_id').references(() => trainers.id),
    assistent4Id: integer('assistent4_id').references(() => trainers.id),
    assistent5Id: integer('assistent5_id').references(() => trainers.id),
    status: smallint('status').notNull().default(1),
    mergeId: integer('merge_id'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('training_moments_club_date').on(t.clubId, t.trainingDate),
    index('training_moments_training_date').on(t.trainingId, t.trainingDate),
    check('training_moments_status', sql`${t.status} in (0, 1, 2, 8, 9)`),
  ],
);

/** The trainer's marks: -1 unknown, 0 absent, 1 present; extra = added with 'Traint mee'. */
export const trainingPresences = pgTable(
  'training_presences',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    momentId: integer('moment_id').notNull().references(() => trainingMoments.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    presence: smallint('presence').notNull(),
    extra: boolean('extra').notNull().default(false),
  },
  (t) => [index('training_presences_club_idx').on(t.clubId, t.momentId), 
    uniqueIndex('training_presences_moment_member').on(t.momentId, t.memberId),
    index('training_presences_member').on(t.memberId),
    check('training_presences_presence', sql`${t.presence} in (-1, 0, 1)`),
  ],
);

/** The trainee's answer beforehand: 1 will attend, -1 cannot (remark says why). No row: 0. */
export const trainingReservations = pgTable(
  'training_reservations',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    momentId: integer('moment_id').notNull().references(() => trainingMoments.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    reserved: smallint('reserved').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_reservations_club_idx').on(t.clubId, t.momentId), 
    uniqueIndex('training_reservations_moment_member').on(t.momentId, t.memberId),
    index('training_reservations_member').on(t.memberId),
    check('training_reservations_reserved', sql`${t.reserved} in (-1, 1)`),
  ],
);
