import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appConfig, disciplines } from '../../db/schema.ts';

export type ConfigRow = typeof appConfig.$inferSelect;
export type ConfigValues = Omit<ConfigRow, 'clubId' | 'activeLeagueId'>;

export async function lockConfig(tx: Db, clubId: number): Promise<ConfigRow> {
  const [row] = await tx.select().from(appConfig).where(eq(appConfig.clubId, clubId)).for('update');
  return row!;
}

export async function updateConfig(tx: Db, clubId: number, values: ConfigValues): Promise<ConfigRow> {
  const [row] = await tx.update(appConfig).set(values).where(eq(appConfig.clubId, clubId)).returning();
  return row!;
}

export async function disciplinesOf(db: Db, clubId: number) {
  return db.select({ number: disciplines.number, description: disciplines.description }).from(disciplines).where(eq(disciplines.clubId, clubId)).orderBy(asc(disciplines.number));
}

/** The club's disciplines become these, numbered 1, 2, …, in this order. */
export async function setDisciplines(tx: Db, clubId: number, descriptions: string[]): Promise<void> {
  for (const [i, description] of descriptions.entries()) {
    await tx
      .insert(disciplines)
      .values({ clubId, number: i + 1, description })
      .onConflictDoUpdate({ target: [disciplines.clubId, disciplines.number], set: { description } });
  }
  const numbers = descriptions.map((_, i) => i + 1);
  await tx.delete(disciplines).where(and(eq(disciplines.clubId, clubId), numbers.length ? notInArray(disciplines.number, numbers) : undefined));
}
