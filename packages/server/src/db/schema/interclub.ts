import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './session.ts';

/** The answers a member can give for a meeting (spec 01 section 3, team confirmation option). */
export const teamConfirmationOptions = pgTable(
  'team_confirmation_options',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    /** The club's own number for the option; 1 is the default ('participate'). */
    number: integer('number').notNull(),
    description: text('description').notNull(),
    participate: integer('participate').notNull(),
    variant: text('variant').notNull().default(''),
    color: text('color').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [uniqueIndex('team_confirmation_options_club_number').on(t.clubId, t.number)],
);
