import { and, eq } from 'drizzle-orm';
import type { Language } from '@clubhuis/contract/rules/language';
import type { Db } from '../../db/client.ts';
import { trainingGroupMembers, trainingMoments, trainingPresences, trainingReservations, trainings } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { inLanguage } from '../../i18n/language.ts';
import { memberLanguages } from '../../i18n/recipientLanguage.ts';
import { enqueueNotifications, transactionVersion } from '../notifications/enqueue.ts';
import { momentLine } from './momentQueries.ts';
import type { MomentRow } from './trainingAccess.ts';

/**
 * A training cancelled (9) or merged into another (8, 'moved') tells its trainees who are expected: the
 * group's members and those who joined it ('Traint mee'), except who said they would not come (-1).
 * In the change's transaction, under the moment's lock; never the trainer who did it.
 */
export async function notifyMomentChange(tx: Db, user: RequestUser, m: MomentRow, status: 8 | 9, mergeId: number | null, now: Date): Promise<void> {
  const group = await tx
    .select({ id: trainingGroupMembers.memberId })
    .from(trainingGroupMembers)
    .innerJoin(trainings, eq(trainings.groupId, trainingGroupMembers.groupId))
    .where(eq(trainings.id, m.trainingId));
  const joined = await tx.select({ id: trainingPresences.memberId }).from(trainingPresences).where(eq(trainingPresences.momentId, m.id));
  const declined = await tx.select({ id: trainingReservations.memberId }).from(trainingReservations).where(and(eq(trainingReservations.momentId, m.id), eq(trainingReservations.reserved, -1)));
  const [target] = mergeId === null ? [] : await tx.select().from(trainingMoments).where(eq(trainingMoments.id, mergeId));
  // The training it moved into names its day ('di 24/11 …', 'mar. 24/11 …'): in each trainee's language.
  const noticeIn = (language: Language) => ({
    kind: 'training' as const,
    cancelled: status === 9,
    training: m.title,
    time: m.startTime,
    movedTo: target ? inLanguage(language, () => `${target.title} (${momentLine(target)})`) : '',
    day: m.trainingDate,
  });
  const skip = new Set(declined.map((d) => d.id));
  const memberIds = [...new Set([...group, ...joined].map((e) => e.id))].filter((id) => !skip.has(id));
  const languages = await memberLanguages(tx, user.clubId, memberIds);
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `training:${m.id}`,
    version: await transactionVersion(tx),
    notices: memberIds.map((memberId) => ({ memberId, notice: noticeIn(languages.get(memberId) ?? 'nl') })),
    now,
  });
}
