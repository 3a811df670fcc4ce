import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Uses of a limited call (sending mail) per key, counted across processes by http/quota.ts. */
export const callQuotas = pgTable(
  'call_quotas',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_quotas_key_at').on(t.key, t.at)],
);
