import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clubs } from './clubs.ts';
import { userLogins, users } from './session.ts';

/**
 * The deployment's VAPID key pair (issue 31): made once, by whichever process needs it first (the
 * insert that wins the primary key keeps it), so every process signs with the same key and a device's
 * subscription stays valid across restarts. One row, id 1.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey(),
    /** base64url: the uncompressed P-256 public point (the browser's applicationServerKey) and the private scalar. */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A device that receives the account's notifications: the push service's endpoint (unique: one device
 * belongs to one account at a time) and the keys the payload is encrypted for. Only the owning account
 * adds or removes it; the login it was made under ends it when that login is logged out.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    userId: integer('user_id').notNull().references(() => users.id),
    loginId: integer('login_id').references(() => userLogins.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint').on(t.endpoint), index('push_subscriptions_club_idx').on(t.clubId, t.userId)],
);

/** An account's choices: the one switch for all and the kinds turned off (no row: everything on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id').primaryKey().references(() => users.id),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    all: boolean('all').notNull().default(true),
    /** NotificationKind values switched off; a kind added later is on until turned off. */
    off: text('off').array().notNull().default(sql`'{}'`),
  },
  (t) => [index('notification_preferences_club_idx').on(t.clubId, t.userId)],
);

/**
 * One notification for one account, written in the transaction of the change it is about. The unique
 * (user, change key) makes a second enqueue of the same change (another process, a retry) a no-op.
 * A sender claims due rows (`for update skip locked`, then `claimed_until`), pushes to each of the
 * account's devices once (`delivered` keeps which) and marks the row sent.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    userId: integer('user_id').notNull().references(() => users.id),
    changeKey: text('change_key').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app's hash route the notification opens ('/teams'). */
    url: text('url').notNull(),
    /** Same tag: a newer notification about the same thing replaces the older one on the device. */
    tag: text('tag').notNull(),
    /** The day the change is about (quiet hours let a notification about today through). */
    aboutDay: date('about_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before: quiet hours move it to 07:00 Brussels time. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Subscription ids that accepted it, so a retry skips them. */
    delivered: integer('delivered').array().notNull().default(sql`'{}'`),
    /** Done: delivered to every device, or given up. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_outbox_club_user_change').on(t.clubId, t.userId, t.changeKey),
    index('notification_outbox_due').on(t.dueAt).where(sql`${t.sentAt} is null`),
  ],
);
