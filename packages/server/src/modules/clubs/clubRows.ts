import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs } from '../../db/schema.ts';

/** A new club's row: the one writer of `clubs` (club:create); its settings and accounts belong to session. */
export async function insertClubRow(tx: Db, club: { code: string; name: string; association: string }) {
  const [row] = await tx.insert(clubs).values(club).returning();
  return row!;
}

export async function updateClubRow(tx: Db, clubId: number, values: { name: string; association: string }) {
  const [row] = await tx.update(clubs).set(values).where(eq(clubs.id, clubId)).returning();
  return row!;
}
