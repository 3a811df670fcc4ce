import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CampPlanning, PlanningBlock, TrainerDayBlock } from '@clubhuis/contract/entities/sportscamp';
import type { Db } from '../../db/client.ts';
import {
  members,
  sportsCampBlockMaterials,
  sportsCampBlockTrainers,
  sportsCampGroups,
  sportsCampMaterials,
  sportsCampPlanningBlocks,
  sportsCampPlannings,
  sportsCamps,
} from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { requireCampTrainer } from './campAccess.ts';
import { sportsCampText } from './messages.ts';

const b = sportsCampPlanningBlocks;
const pl = sportsCampPlannings;

type BlockRow = { id: number; group: string; startTime: string; endTime: string; activity: string; theme: string };
type Extras = {
  material: { blockId: number; description: string; quantity: number }[];
  trainers: { blockId: number; name: string }[];
};

/** The material and trainers of these blocks: two statements whatever their number. */
async function extrasOf(db: Db, blockIds: number[]): Promise<Extras> {
  if (blockIds.length === 0) return { material: [], trainers: [] };
  const [material, trainers] = await Promise.all([
    db
      .select({ blockId: sportsCampBlockMaterials.blockId, description: sportsCampMaterials.description, quantity: sportsCampBlockMaterials.quantity })
      .from(sportsCampBlockMaterials)
      .innerJoin(sportsCampMaterials, eq(sportsCampMaterials.id, sportsCampBlockMaterials.materialId))
      .where(inArray(sportsCampBlockMaterials.blockId, blockIds))
      .orderBy(asc(sportsCampMaterials.description)),
    db
      .select({ blockId: sportsCampBlockTrainers.blockId, first: members.firstName, last: members.lastName })
      .from(sportsCampBlockTrainers)
      .innerJoin(members, eq(members.id, sportsCampBlockTrainers.memberId))
      .where(inArray(sportsCampBlockTrainers.blockId, blockIds))
      .orderBy(asc(members.firstName), asc(members.lastName)),
  ]);
  return { material, trainers: trainers.map((t) => ({ blockId: t.blockId, name: `${t.first} ${t.last}` })) };
}

function withExtras(block: BlockRow, extras: Extras): PlanningBlock {
  return {
    ...block,
    material: extras.material
      .filter((m) => m.blockId === block.id)
      .map((m) => `${m.quantity} x ${m.description}`)
      .join(', '),
    trainers: extras.trainers
      .filter((t) => t.blockId === block.id)
      .map((t) => t.name)
      .join(', '),
  };
}

const blockFields = {
  id: b.id,
  group: sportsCampGroups.name,
  startTime: b.startTime,
  endTime: b.endTime,
  activity: b.activity,
  theme: b.theme,
};

/** One camp half day's planning (spec 02 section 7: planning, theme, material, trainers). */
export async function campPlanning(
  db: Db,
  user: RequestUser,
  body: { sportsCampId: number; campDate: string; ampm: string },
): Promise<CampPlanning> {
  if (body.ampm !== 'am' && body.ampm !== 'pm') throw new ApiError(400, sportsCampText.badAmpm);
  const camps = await requireCampTrainer(db, user);
  if (!camps.campIds.includes(body.sportsCampId)) throw new ApiError(403, sportsCampText.notThisCampTrainer);
  const [planning] = await db
    .select()
    .from(pl)
    .where(and(eq(pl.campId, body.sportsCampId), eq(pl.campDate, body.campDate), eq(pl.ampm, body.ampm)));
  if (!planning) return { planning: [], theme: '', material: [], trainers: [] };
  const blocks = await db
    .select(blockFields)
    .from(b)
    .innerJoin(sportsCampGroups, eq(sportsCampGroups.id, b.groupId))
    .where(eq(b.planningId, planning.id))
    .orderBy(asc(b.startTime), asc(sportsCampGroups.position), asc(b.id));
  const extras = await extrasOf(db, blocks.map((x) => x.id));
  // The half day's totals: material summed over its blocks, each trainer with the groups it leads.
  const material = new Map<string, number>();
  for (const m of extras.material) material.set(m.description, (material.get(m.description) ?? 0) + m.quantity);
  const groupsOf = new Map<string, Set<string>>();
  for (const t of extras.trainers) {
    const group = blocks.find((x) => x.id === t.blockId)!.group;
    groupsOf.set(t.name, (groupsOf.get(t.name) ?? new Set()).add(group));
  }
  return {
    planning: blocks.map((x) => withExtras(x, extras)),
    theme: planning.theme,
    material: [...material].map(([description, quantity]) => ({ description, quantity })).sort((x, y) => x.description.localeCompare(y.description, 'nl')),
    trainers: [...groupsOf].map(([name, groups]) => ({ name, groups: [...groups].join(', ') })).sort((x, y) => x.name.localeCompare(y.name, 'nl')),
  };
}

/** Today's blocks the trainer gives, morning first (home 'Mijn kampdag'). */
export async function trainerDayPlanning(db: Db, trainerId: number, campIds: number[], today: string): Promise<TrainerDayBlock[]> {
  const rows = await db
    .select({ ...blockFields, camp: sportsCamps.title, campDate: pl.campDate, ampm: pl.ampm })
    .from(b)
    .innerJoin(pl, eq(pl.id, b.planningId))
    .innerJoin(sportsCamps, eq(sportsCamps.id, pl.campId))
    .innerJoin(sportsCampGroups, eq(sportsCampGroups.id, b.groupId))
    .innerJoin(sportsCampBlockTrainers, and(eq(sportsCampBlockTrainers.blockId, b.id), eq(sportsCampBlockTrainers.memberId, trainerId)))
    .where(and(eq(pl.campDate, today), inArray(pl.campId, campIds)))
    .orderBy(asc(pl.ampm), asc(b.startTime), asc(b.id));
  const extras = await extrasOf(db, rows.map((x) => x.id));
  return rows.map(({ camp, campDate, ampm, ...block }) => ({ ...withExtras(block, extras), camp, campDate, ampm }));
}
