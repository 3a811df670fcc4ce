import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamConfirmationOptions } from '../../db/schema.ts';

/** The club's confirmation options as the spec's TeamConfirmationOption: the in-app list and the answer link show the same. */
export async function confirmationOptionsOf(db: Db, clubId: number) {
  const rows = await db.select().from(teamConfirmationOptions).where(eq(teamConfirmationOptions.clubId, clubId)).orderBy(asc(teamConfirmationOptions.number));
  return rows.map((o) => ({
    teamConfirmationOptionId: o.number,
    id: o.number,
    description: o.description,
    participate: o.participate === 1 ? (1 as const) : (0 as const),
    variant: o.variant,
    color: o.color,
    remarks: o.remarks,
  }));
}
