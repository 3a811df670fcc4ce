import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { users } from './session.ts';

/**
 * The weekly e-mail (issue 32): one row per account and week, made when the club's moment comes and
 * claimed by one process at a time (modules/home/weeklyMailRun.ts). `week` is the Monday of the
 * Brussels ISO week the mail belongs to; the unique key is what makes it once per account and week.
 * status: pending (to send, from next_try_at), sending (claimed until next_try_at; after that another
 * process may take it), sent, empty (nothing to say: no mail), skipped (the account was switched off,
 * deactivated or lost its e-mail before its turn), failed (gave up after the last attempt).
 */
export const weeklyMails = pgTable(
  'weekly_mails',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    userId: integer('user_id').notNull().references(() => users.id),
    week: date('week', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure's message (the mail server's answer), '' otherwise. */
    error: text('error').notNull().default(''),
  },
  (t) => [
    uniqueIndex('weekly_mails_user_week').on(t.userId, t.week),
    index('weekly_mails_club_week').on(t.clubId, t.week, t.status),
    check('weekly_mails_status', sql`${t.status} in ('pending', 'sending', 'sent', 'empty', 'skipped', 'failed')`),
  ],
);

/** Accounts that turned the weekly e-mail off ('Meldingen', or the mail's one-click link); no row: on. */
export const weeklyMailOptouts = pgTable('weekly_mail_optouts', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  // A round reads a club's opt-outs; every club-owned table is indexed by club_id first (0016).
}, (t) => [index('weekly_mail_optouts_club_idx').on(t.clubId)]);
