import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clubs } from './clubs.ts';
import { members } from './members.ts';
import { users } from './session.ts';

/** A sports camp of the club: consecutive days from dateFrom to dateTill. */
export const sportsCamps = pgTable('sports_camps', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  title: text('title').notNull(),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTill: date('date_till', { mode: 'string' }).notNull(),
  /** Who runs the camp (the 'responsable' of a trainer's presence). */
  responsible: text('responsible').notNull().default(''),
}, (t) => [index('sports_camps_club_idx').on(t.clubId)]);

/** The camp's trainers (members): they alone reach the camp calls and read the children's medication. */
export const sportsCampTrainers = pgTable(
  'sports_camp_trainers',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    campId: integer('camp_id').notNull().references(() => sportsCamps.id),
    memberId: integer('member_id').notNull().references(() => members.id),
  },
  (t) => [
    index('sports_camp_trainers_club_idx').on(t.clubId, t.campId),
    uniqueIndex('sports_camp_trainers_camp_member').on(t.campId, t.memberId),
    index('sports_camp_trainers_member').on(t.memberId),
  ],
);

export const sportsCampGroups = pgTable('sports_camp_groups', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  campId: integer('camp_id').notNull().references(() => sportsCamps.id),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [index('sports_camp_groups_club_idx').on(t.clubId, t.campId)]);

/** One group's half day: the event a child is checked in and out of. */
export const sportsCampMoments = pgTable(
  'sports_camp_moments',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    campId: integer('camp_id').notNull().references(() => sportsCamps.id),
    groupId: integer('group_id').notNull().references(() => sportsCampGroups.id),
    campDate: date('camp_date', { mode: 'string' }).notNull(),
    ampm: text('ampm', { enum: ['am', 'pm'] }).notNull(),
  },
  (t) => [
    index('sports_camp_moments_club_idx').on(t.clubId, t.campId),
    uniqueIndex('sports_camp_moments_group_half_day').on(t.groupId, t.campDate, t.ampm),
  ],
);

/** A child subscribed to a camp, in one of its groups (spec 02 section 3, camp subscription). */
export const sportsCampSubscriptions = pgTable(
  'sports_camp_subscriptions',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    campId: integer('camp_id').notNull().references(() => sportsCamps.id),
    groupId: integer('group_id').notNull().references(() => sportsCampGroups.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    email2: text('email2').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    telephone2: text('telephone2').notNull().default(''),
    medication: text('medication').notNull().default(''),
    experience: text('experience').notNull().default(''),
    extraInfo: text('extra_info').notNull().default(''),
    /** Set when the child is a member of the club. */
    memberId: integer('member_id').references(() => members.id),
    parents: text('parents').notNull().default(''),
    /** Parents allow photos (gdpr '1'). */
    photoConsent: boolean('photo_consent').notNull().default(false),
  },
  (t) => [index('sports_camp_subscriptions_club_idx').on(t.clubId, t.campId), index('sports_camp_subscriptions_group').on(t.groupId)],
);

/**
 * A child's check-in and check-out on one group's half day. Every change locks this row first
 * (select ... for update), so two trainers tapping at once are applied one after the other.
 */
export const sportsCampPresences = pgTable(
  'sports_camp_presences',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    momentId: integer('moment_id').notNull().references(() => sportsCampMoments.id),
    subscriptionId: integer('subscription_id').notNull().references(() => sportsCampSubscriptions.id),
    present: boolean('present').notNull().default(false),
    checkedOut: boolean('checked_out').notNull().default(false),
  },
  (t) => [
    index('sports_camp_presences_club_idx').on(t.clubId, t.momentId),
    uniqueIndex('sports_camp_presences_moment_subscription').on(t.momentId, t.subscriptionId),
  ],
);

/** Who checked a child in or out and when: the trail a parent or the club can be shown. */
export const sportsCampPresenceLog = pgTable(
  'sports_camp_presence_log',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    presenceId: integer('presence_id').notNull().references(() => sportsCampPresences.id),
    action: text('action', { enum: ['checkIn', 'checkOut'] }).notNull(),
    value: boolean('value').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sports_camp_presence_log_club_idx').on(t.clubId, t.presenceId), index('sports_camp_presence_log_presence').on(t.presenceId)],
);

/** A trainer's presence on one camp day: was training given, how the trainer came, remarks. */
export const sportsCampTrainerPresences = pgTable(
  'sports_camp_trainer_presences',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    campId: integer('camp_id').notNull().references(() => sportsCamps.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    campDate: date('camp_date', { mode: 'string' }).notNull(),
    /** -1 not given yet, 0 no training given, 1 present. */
    presence: integer('presence').notNull().default(-1),
    /** 0 none (not present), 1 car, 2 bike. */
    transport: integer('transport').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [index('sports_camp_trainer_presences_club_idx').on(t.clubId, t.campId), 
    uniqueIndex('sports_camp_trainer_presences_day').on(t.campId, t.memberId, t.campDate),
    check('sports_camp_trainer_presences_transport', sql`(${t.presence} = 1 and ${t.transport} in (1, 2)) or (${t.presence} <> 1 and ${t.transport} = 0)`),
  ],
);

/** The club's camp material; photo is a small GIF in base64. */
export const sportsCampMaterials = pgTable('sports_camp_materials', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  description: text('description').notNull(),
  stock: integer('stock').notNull().default(0),
  details: text('details').notNull().default(''),
  photo: text('photo').notNull().default(''),
}, (t) => [index('sports_camp_materials_club_idx').on(t.clubId)]);

/** A camp half day's planning: its theme; the blocks below it per group. */
export const sportsCampPlannings = pgTable(
  'sports_camp_plannings',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    campId: integer('camp_id').notNull().references(() => sportsCamps.id),
    campDate: date('camp_date', { mode: 'string' }).notNull(),
    ampm: text('ampm', { enum: ['am', 'pm'] }).notNull(),
    theme: text('theme').notNull().default(''),
  },
  (t) => [
    index('sports_camp_plannings_club_idx').on(t.clubId, t.campId),
    uniqueIndex('sports_camp_plannings_half_day').on(t.campId, t.campDate, t.ampm),
  ],
);

export const sportsCampPlanningBlocks = pgTable(
  'sports_camp_planning_blocks',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    planningId: integer('planning_id').notNull().references(() => sportsCampPlannings.id),
    groupId: integer('group_id').notNull().references(() => sportsCampGroups.id),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    activity: text('activity').notNull(),
    theme: text('theme').notNull().default(''),
  },
  (t) => [index('sports_camp_planning_blocks_club_idx').on(t.clubId, t.planningId), index('sports_camp_planning_blocks_planning').on(t.planningId)],
);

export const sportsCampBlockMaterials = pgTable(
  'sports_camp_block_materials',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    blockId: integer('block_id').notNull().references(() => sportsCampPlanningBlocks.id),
    materialId: integer('material_id').notNull().references(() => sportsCampMaterials.id),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    index('sports_camp_block_materials_club_idx').on(t.clubId, t.blockId),
    uniqueIndex('sports_camp_block_materials_pk').on(t.blockId, t.materialId),
    index('sports_camp_block_materials_material').on(t.materialId),
  ],
);

export const sportsCampBlockTrainers = pgTable(
  'sports_camp_block_trainers',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    blockId: integer('block_id').notNull().references(() => sportsCampPlanningBlocks.id),
    memberId: integer('member_id').notNull().references(() => members.id),
  },
  (t) => [
    index('sports_camp_block_trainers_club_idx').on(t.clubId, t.blockId),
    uniqueIndex('sports_camp_block_trainers_pk').on(t.blockId, t.memberId),
    index('sports_camp_block_trainers_member').on(t.memberId),
  ],
);
