import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { absenceReasons, teamConfirmationOptions } from '../../db/schema.ts';

export async function absenceReasonsOf(db: Db, clubId: number) {
  return db.select({ id: absenceReasons.id, description: absenceReasons.description }).from(absenceReasons).where(eq(absenceReasons.clubId, clubId)).orderBy(asc(absenceReasons.id));
}

/**
 * Renames the reasons with an id and adds those without; none is removed, because absences, league
 * replacements and unsubscriptions point at them.
 */
export async function saveAbsenceReasons(tx: Db, clubId: number, reasons: { id: number; description: string }[]): Promise<number> {
  let unknown = 0;
  for (const r of reasons) {
    if (r.id === 0) await tx.insert(absenceReasons).values({ clubId, description: r.description });
    else {
      const done = await tx.update(absenceReasons).set({ description: r.description }).where(and(eq(absenceReasons.id, r.id), eq(absenceReasons.clubId, clubId))).returning({ id: absenceReasons.id });
      if (done.length === 0) unknown++;
    }
  }
  return unknown;
}

export async function confirmationOptionsOf(db: Db, clubId: number) {
  return db
    .select({ number: teamConfirmationOptions.number, description: teamConfirmationOptions.description, participate: teamConfirmationOptions.participate, color: teamConfirmationOptions.color })
    .from(teamConfirmationOptions)
    .where(eq(teamConfirmationOptions.clubId, clubId))
    .orderBy(asc(teamConfirmationOptions.number));
}

/** Adds or changes the options by their number; answers already given keep pointing at them. */
export async function saveConfirmationOptions(tx: Db, clubId: number, options: { number: number; description: string; participate: number; color: string }[]): Promise<void> {
  for (const o of options) {
    await tx
      .insert(teamConfirmationOptions)
      .values({ clubId, ...o })
      .onConflictDoUpdate({ target: [teamConfirmationOptions.clubId, teamConfirmationOptions.number], set: { description: o.description, participate: o.participate, color: o.color } });
  }
}
