import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Material } from '@clubhuis/contract/entities/sportscamp';
import type { Db } from '../../db/client.ts';
import { sportsCampBlockMaterials, sportsCampMaterials, sportsCampPlanningBlocks, sportsCampPlannings, sportsCamps } from '../../db/schema.ts';

/**
 * The club's camp material with, per item, the first day from today on that the planning of the
 * user's camps uses it: reserved is the most one half day of that day takes, available the rest.
 * Two statements; the use is read from today on only, so the cost does not grow with past camps.
 */
export async function listMaterial(db: Db, clubId: number, campIds: number[], today: string): Promise<Material[]> {
  const pl = sportsCampPlannings;
  const bm = sportsCampBlockMaterials;
  const [items, use] = await Promise.all([
    db.select().from(sportsCampMaterials).where(eq(sportsCampMaterials.clubId, clubId)).orderBy(asc(sportsCampMaterials.description)),
    campIds.length === 0
      ? []
      : db
          .select({ materialId: bm.materialId, camp: sportsCamps.title, campDate: pl.campDate, ampm: pl.ampm, quantity: sql<number>`sum(${bm.quantity})::int` })
          .from(bm)
          .innerJoin(sportsCampPlanningBlocks, eq(sportsCampPlanningBlocks.id, bm.blockId))
          .innerJoin(pl, eq(pl.id, sportsCampPlanningBlocks.planningId))
          .innerJoin(sportsCamps, eq(sportsCamps.id, pl.campId))
          .where(and(inArray(pl.campId, campIds), gte(pl.campDate, today)))
          .groupBy(bm.materialId, sportsCamps.title, pl.campDate, pl.ampm),
  ]);
  const first = new Map<number, { camp: string; campDate: string; reserved: number }>();
  for (const u of use) {
    const seen = first.get(u.materialId);
    const quantity = Number(u.quantity);
    if (!seen || u.campDate < seen.campDate) first.set(u.materialId, { camp: u.camp, campDate: u.campDate, reserved: quantity });
    else if (u.campDate === seen.campDate) seen.reserved = Math.max(seen.reserved, quantity);
  }
  return items.map((m) => {
    const u = first.get(m.id);
    const reserved = u?.reserved ?? 0;
    return {
      id: m.id,
      description: m.description,
      camp: u?.camp ?? '',
      campDate: u?.campDate ?? '',
      stock: m.stock,
      available: Math.max(0, m.stock - reserved),
      reserved,
      details: m.details,
      photo: m.photo,
    };
  });
}
