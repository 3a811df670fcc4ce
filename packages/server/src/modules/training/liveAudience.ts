import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainingGroupMembers, trainingMoments, trainingPresences, trainingReservations, trainings } from '../../db/schema.ts';
import type { Audience } from '../../http/liveAudience.ts';

/**
 * Who reads a training moment's presences and reasons (live updates, plugins/liveTopics.ts): its trainer
 * and assistants, as requireGivesOrAssists; without ids every trainer.
 */
export async function momentStaff(db: Db, _clubs: readonly number[] | null, momentIds: readonly number[] | null): Promise<Audience> {
  if (!momentIds) return { kind: 'trainers' };
  if (momentIds.length === 0) return { kind: 'trainers', ids: new Set() };
  const m = trainingMoments;
  const rows = await db
    .select({ staff: sql<(number | null)[]>`array[${m.trainerId}, ${m.assistentId}, ${m.assistent2Id}, ${m.assistent3Id}, ${m.assistent4Id}, ${m.assistent5Id}]` })
    .from(m)
    .where(inArray(m.id, [...momentIds]));
  return { kind: 'trainers', ids: new Set(rows.flatMap((r) => r.staff.filter((id): id is number => id !== null))) };
}

/**
 * Whose trainee list shows these moments: the members of the training's group and those who joined
 * it ('Traint mee') or answered for it, as the trainee list reads them; without ids, the club.
 */
export async function momentTrainees(db: Db, _clubs: readonly number[] | null, momentIds: readonly number[] | null): Promise<Audience> {
  if (!momentIds) return { kind: 'club' };
  if (momentIds.length === 0) return { kind: 'members', ids: new Set() };
  const ids = [...momentIds];
  const [inGroups, joined, answered] = await Promise.all([
    db
      .select({ memberId: trainingGroupMembers.memberId })
      .from(trainingMoments)
      .innerJoin(trainings, eq(trainings.id, trainingMoments.trainingId))
      .innerJoin(trainingGroupMembers, eq(trainingGroupMembers.groupId, trainings.groupId))
      .where(inArray(trainingMoments.id, ids)),
    db.select({ memberId: trainingPresences.memberId }).from(trainingPresences).where(and(inArray(trainingPresences.momentId, ids), eq(trainingPresences.extra, true))),
    db.select({ memberId: trainingReservations.memberId }).from(trainingReservations).where(inArray(trainingReservations.momentId, ids)),
  ]);
  return { kind: 'members', ids: new Set([...inGroups, ...joined, ...answered].map((r) => r.memberId)) };
}
