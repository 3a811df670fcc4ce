import { and, eq } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { trainingMoments } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { trainingText } from './messages.ts';

export type MomentRow = typeof trainingMoments.$inferSelect;

/** 'yyyy-mm-dd hh:mm' on the Brussels clock: start and end times compare against it as text. */
export function nowOf(now: Date): string {
  const c = brusselsClock(now);
  return `${c.date} ${c.time}`;
}

export const startOf = (m: { trainingDate: string; startTime: string }) => `${m.trainingDate} ${m.startTime}`;
export const endOf = (m: { trainingDate: string; endTime: string }) => `${m.trainingDate} ${m.endTime}`;

/** Training work is for trainers (trainerId above 0). */
export function requireTrainer(user: RequestUser): number {
  if (user.rights.trainerId <= 0) throw new ApiError(403, trainingText.notTrainer);
  return user.rights.trainerId;
}

/** A trainer changes (and reads the presences of) only trainings it gives or assists. */
export function requireGivesOrAssists(user: RequestUser, m: MomentRow): void {
  const me = requireTrainer(user);
  const staff = [m.trainerId, m.assistentId, m.assistent2Id, m.assistent3Id, m.assistent4Id, m.assistent5Id];
  if (!staff.includes(me)) throw new ApiError(403, trainingText.notYourTraining);
}

async function selectMoment(db: Db, clubId: number, eventId: number, lock: boolean): Promise<MomentRow> {
  const q = db
    .select()
    .from(trainingMoments)
    .where(and(eq(trainingMoments.id, eventId), eq(trainingMoments.clubId, clubId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new ApiError(404, trainingText.unknownMoment);
  return row;
}

export const findMoment = (db: Db, clubId: number, eventId: number) => selectMoment(db, clubId, eventId, false);

/** Locks the moment's row until the transaction ends: every write of one training runs one after another. */
export const lockMoment = (tx: Db, clubId: number, eventId: number) => selectMoment(tx, clubId, eventId, true);
