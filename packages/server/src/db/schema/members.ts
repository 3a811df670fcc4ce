import { date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    birthdate: date('birthdate', { mode: 'string' }),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    ranking: text('ranking').notNull().default(''),
    /** The member's id at the federation (the competition site's UniqueIndex for table tennis). */
    associationId: text('association_id').notNull().default(''),
    /** 1 active; other values are former or other members. */
    memberState: integer('member_state').notNull().default(1),
    traineeState: integer('trainee_state').notNull().default(0),
    trainingGroups: text('training_groups').notNull().default(''),
    traineeRemark: text('trainee_remark').notNull().default(''),
    traineeRemarkColor: text('trainee_remark_color').notNull().default(''),
  },
  (t) => [index('members_club_state').on(t.clubId, t.memberState)],
);

/** Contribution (mutualiteit) forms a member can download; shown as a notice in the header. */
export const contributionForms = pgTable('contribution_forms', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  memberId: integer('member_id').notNull().references(() => members.id),
  description: text('description').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  /** The membership period the amount pays for, and the day it was paid: printed on the form. */
  periodFrom: date('period_from', { mode: 'string' }),
  periodTo: date('period_to', { mode: 'string' }),
  paidOn: date('paid_on', { mode: 'string' }),
}, (t) => [index('contribution_forms_club_idx').on(t.clubId, t.memberId)]);
