import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A club using this deployment; every club-owned row carries club_id. */
export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  association: text('association').notNull(),
});
