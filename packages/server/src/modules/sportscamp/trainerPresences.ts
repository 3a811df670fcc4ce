import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TrainerCampPresence } from '@clubhuis/contract/entities/sportscamp';
import { cleanTrainerRemarks, hasNewline, TRANSPORT_BIKE, TRANSPORT_CAR } from '@clubhuis/contract/rules/sportscamp';
import type { Db } from '../../db/client.ts';
import { sportsCampTrainerPresences, sportsCamps } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { dayLine, requireCampTrainer } from './campAccess.ts';
import { sportsCampText } from './messages.ts';

const tp = sportsCampTrainerPresences;

/** The trainer's camp days in date order (one statement). */
export async function listTrainerPresences(db: Db, trainerId: number, campIds: number[]): Promise<TrainerCampPresence[]> {
  const rows = await db
    .select({ tp, title: sportsCamps.title, responsible: sportsCamps.responsible })
    .from(tp)
    .innerJoin(sportsCamps, eq(sportsCamps.id, tp.campId))
    .where(and(eq(tp.memberId, trainerId), inArray(tp.campId, campIds)))
    .orderBy(asc(tp.campDate), asc(tp.id));
  return rows.map(({ tp: x, title, responsible }) => ({
    ids: String(x.id),
    campDate: x.campDate,
    title: `${title} - ${dayLine(x.campDate)}`,
    responsable: responsible,
    presence: x.presence,
    transport: x.transport,
    remarks: x.remarks,
    registrationDate: x.registeredAt?.toISOString() ?? '',
  }));
}

/** ids '12' or '12,13' (several days at once): each a number. */
function parseIds(ids: string): number[] {
  if (!/^\d{1,9}(,\d{1,9}){0,19}$/.test(ids.trim())) throw new ApiError(400, sportsCampText.badIds);
  return [...new Set(ids.trim().split(',').map(Number))];
}

/**
 * Registers the trainer's own presence (spec 02 section 5): transport 1 or 2 when present and none
 * otherwise, remarks trimmed and on one line. The days are locked while they are checked and written.
 */
export async function updateTrainerPresence(
  db: Db,
  user: RequestUser,
  body: { ids: string; presence: 0 | 1; transport: number; remarks: string },
  today: string,
): Promise<TrainerCampPresence[]> {
  const ids = parseIds(body.ids);
  if (hasNewline(body.remarks)) throw new ApiError(400, sportsCampText.remarksNewline);
  const present = body.presence === 1;
  if (present && body.transport !== TRANSPORT_CAR && body.transport !== TRANSPORT_BIKE) throw new ApiError(400, sportsCampText.transportRequired);
  if (!present && body.transport !== 0) throw new ApiError(400, sportsCampText.transportOnlyWhenPresent);
  const camps = await requireCampTrainer(db, user);
  const trainerId = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(tp)
      .where(and(inArray(tp.id, ids), eq(tp.clubId, user.clubId)))
      .for('update');
    const mine = rows.filter((r) => user.memberIds.includes(r.memberId) && camps.campIds.includes(r.campId));
    if (mine.length !== ids.length) throw new ApiError(404, sportsCampText.unknownTrainerPresence);
    if (mine.some((r) => r.campDate > today)) throw new ApiError(409, sportsCampText.futureTrainerPresence);
    await tx
      .update(tp)
      .set({ presence: present ? 1 : 0, transport: present ? body.transport : 0, remarks: cleanTrainerRemarks(body.remarks), registeredAt: new Date() })
      .where(inArray(tp.id, ids));
    return mine[0]!.memberId;
  });
  return listTrainerPresences(db, trainerId, camps.campsByMember.get(trainerId) ?? []);
}
