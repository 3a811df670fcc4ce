import { eq } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { sportsCampTrainers } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { enqueueNotifications, transactionVersion } from '../notifications/enqueue.ts';
import type { CampRow } from './campWrites.ts';

/**
 * A change to the planning of a camp's days tells that camp's trainers, from the first day it touches
 * that is not past (a camp that is over tells nobody). Never the one who made it.
 */
export async function notifyCampPlanning(tx: Db, user: RequestUser, camp: CampRow, now: Date): Promise<void> {
  const today = brusselsClock(now).date;
  if (camp.dateTill < today) return;
  const trainers = await tx.select({ id: sportsCampTrainers.memberId }).from(sportsCampTrainers).where(eq(sportsCampTrainers.campId, camp.id));
  const notice = { kind: 'campPlanning' as const, camp: camp.title, day: camp.dateFrom > today ? camp.dateFrom : today };
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `camp:${camp.id}`,
    version: await transactionVersion(tx),
    notices: trainers.map((t) => ({ memberId: t.id, notice })),
    now,
  });
}
