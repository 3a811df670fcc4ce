import { and, eq, sql } from 'drizzle-orm';
import type { TrainingPresences } from '@clubhuis/contract/entities/training';
import type { Db } from '../../db/client.ts';
import { trainingGroupMembers, trainingPresences, trainings } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { extraSelectionFits, presencesOf } from './presenceQueries.ts';
import { lockMoment, requireGivesOrAssists } from './trainingAccess.ts';
import { trainingText } from './messages.ts';

/**
 * Marks one trainee present (1) or absent (0) while the moment is open, under its row lock. A member
 * outside the group without a mark yet is added ('Traint mee') when the club's selection allows it.
 */
export async function setPresence(
  db: Db,
  user: RequestUser,
  body: { event_id: number; member_id: number; presence: 0 | 1 },
  now: string,
): Promise<TrainingPresences> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const m = await lockMoment(t, user.clubId, body.event_id);
    requireGivesOrAssists(user, m);
    if (m.status >= 2) throw new ApiError(409, trainingText.presencesLocked);
    const [[inGroup], [marked]] = await Promise.all([
      t
        .select({ id: trainingGroupMembers.memberId })
        .from(trainingGroupMembers)
        .innerJoin(trainings, eq(trainings.groupId, trainingGroupMembers.groupId))
        .where(and(eq(trainings.id, m.trainingId), eq(trainingGroupMembers.memberId, body.member_id))),
      t
        .select({ extra: trainingPresences.extra })
        .from(trainingPresences)
        .where(and(eq(trainingPresences.momentId, m.id), eq(trainingPresences.memberId, body.member_id))),
    ]);
    let extra = marked?.extra ?? false;
    if (!inGroup && !marked) {
      const fits = await extraSelectionFits(t, user.clubId, body.member_id);
      if (fits === null) throw new ApiError(404, trainingText.unknownMember);
      if (!fits) throw new ApiError(403, trainingText.notExtraTrainee);
      extra = true;
    }
    await t
      .insert(trainingPresences)
      .values({ clubId: user.clubId, momentId: m.id, memberId: body.member_id, presence: body.presence, extra })
      .onConflictDoUpdate({ target: [trainingPresences.momentId, trainingPresences.memberId], set: { presence: sql`excluded.presence` } });
    return presencesOf(t, m, now);
  });
}
