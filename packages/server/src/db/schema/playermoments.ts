import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clubs } from './clubs.ts';
import { members } from './members.ts';

/**
 * A weekly play moment (club administration): every weekday (1 Monday … 7 Sunday) of the period gets
 * a player_moments row with these values and responsible persons.
 */
export const playerMomentSeries = pgTable('player_moment_series', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  discipline: text('discipline', { enum: ['tabletennis', 'badminton'] }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  weekday: integer('weekday').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  capacity: integer('capacity').notNull().default(0),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTill: date('date_till', { mode: 'string' }).notNull(),
  /** Member ids of the responsible persons, copied to each moment. */
  responsibleIds: integer('responsible_ids').array().notNull().default(sql`'{}'`),
}, (t) => [index('player_moment_series_club_idx').on(t.clubId)]);

/** A club session members reserve a place in (spec 01 section 3, player moment). */
export const playerMoments = pgTable(
  'player_moments',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    discipline: text('discipline', { enum: ['tabletennis', 'badminton'] }).notNull(),
    /** 'Tafeltennis vrij spel': the start of the moment line the pickers show. */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    playDate: date('play_date', { mode: 'string' }).notNull(),
    /** hh:mm on the Brussels clock. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** 0 = no limit. */
    capacity: integer('capacity').notNull().default(0),
    /** The weekly series that made it (null: made one by one). */
    seriesId: integer('series_id'),
  },
  (t) => [
    index('player_moments_club_date').on(t.clubId, t.playDate, t.startTime),
    check('player_moments_capacity', sql`${t.capacity} >= 0`),
  ],
);

/** Who keeps a moment's presence list (members; a user is responsible through its linked members). */
export const playerMomentResponsibles = pgTable(
  'player_moment_responsibles',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    momentId: integer('moment_id').notNull().references(() => playerMoments.id),
    memberId: integer('member_id').notNull().references(() => members.id),
  },
  (t) => [
    index('player_moment_responsibles_club_idx').on(t.clubId, t.momentId),
    uniqueIndex('player_moment_responsibles_moment_member').on(t.momentId, t.memberId),
  ],
);

/** One place per member per moment; the count against capacity is checked under the moment's row lock. */
export const playerMomentReservations = pgTable(
  'player_moment_reservations',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    momentId: integer('moment_id').notNull().references(() => playerMoments.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_moment_reservations_club_idx').on(t.clubId, t.momentId), 
    uniqueIndex('player_moment_reservations_moment_member').on(t.momentId, t.memberId),
    index('player_moment_reservations_member').on(t.memberId),
  ],
);

/** Presence kept by the responsible persons; occasional = came without a reservation. */
export const playerMomentPresences = pgTable(
  'player_moment_presences',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    momentId: integer('moment_id').notNull().references(() => playerMoments.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    present: boolean('present').notNull(),
    occasional: boolean('occasional').notNull().default(false),
  },
  (t) => [
    index('player_moment_presences_club_idx').on(t.clubId, t.momentId),
    uniqueIndex('player_moment_presences_moment_member').on(t.momentId, t.memberId),
  ],
);

/**
 * The waiting list of a full moment (issue 31): who wants a place. When a reservation is cancelled and
 * the moment had been full, everyone on it is told a place is free; reserving takes the member off it.
 */
export const playerMomentWaitlist = pgTable(
  'player_moment_waitlist',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    momentId: integer('moment_id').notNull().references(() => playerMoments.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('player_moment_waitlist_club_idx').on(t.clubId, t.momentId),
    uniqueIndex('player_moment_waitlist_moment_member').on(t.momentId, t.memberId),
    index('player_moment_waitlist_member').on(t.memberId),
  ],
);
