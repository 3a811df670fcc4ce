import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { users } from './session.ts';

/**
 * Every change made through club administration: who, when, which call, which row, and the row's
 * fields before and after (null for a new or removed row). Written in the change's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    /** Null for a change made from the command line (club:create). */
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_club_at').on(t.clubId, t.at)],
);
