import { and, eq, inArray } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { appConfig, sportsCampTrainers } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { isOwnMember } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { sportsCampText } from './messages.ts';

export interface CampTrainer {
  /** The camps one of the user's members trains in. */
  campIds: number[];
  /** Per member of the user: the camps it trains in. */
  campsByMember: Map<number, number[]>;
}

/** The camps the user's members train in, when the club's camp module is on (one statement). */
export async function campsOf(db: Db, clubId: number, memberIds: readonly number[]): Promise<CampTrainer> {
  const rows =
    memberIds.length === 0
      ? []
      : await db
          .select({ campId: sportsCampTrainers.campId, memberId: sportsCampTrainers.memberId })
          .from(sportsCampTrainers)
          .innerJoin(appConfig, and(eq(appConfig.clubId, sportsCampTrainers.clubId), eq(appConfig.sportsCampModule, true)))
          .where(and(eq(sportsCampTrainers.clubId, clubId), inArray(sportsCampTrainers.memberId, [...memberIds])));
  const campsByMember = new Map<number, number[]>();
  for (const r of rows) campsByMember.set(r.memberId, [...(campsByMember.get(r.memberId) ?? []), r.campId]);
  return { campIds: [...new Set(rows.map((r) => r.campId))], campsByMember };
}

/** The session's hasSportsCamp: the camp module is on and one of the user's members has a camp. */
export async function hasSportsCamp(db: Db, clubId: number, memberIds: readonly number[]): Promise<boolean> {
  return (await campsOf(db, clubId, memberIds)).campIds.length > 0;
}

/** Every camp call: camp trainers only (403 for anyone else). */
export async function requireCampTrainer(db: Db, user: RequestUser): Promise<CampTrainer> {
  const camps = await campsOf(db, user.clubId, user.memberIds);
  if (camps.campIds.length === 0) throw new ApiError(403, sportsCampText.notCampTrainer);
  return camps;
}

/** A call naming a trainer: one of the user's own members that trains in a camp; answers its camps. */
export async function requireOwnTrainer(db: Db, user: RequestUser, trainerId: number): Promise<number[]> {
  const camps = await requireCampTrainer(db, user);
  if (!isOwnMember(user, trainerId)) throw new ApiError(403, sportsCampText.notOwnTrainer);
  const mine = camps.campsByMember.get(trainerId) ?? [];
  if (mine.length === 0) throw new ApiError(403, sportsCampText.notCampTrainer);
  return mine;
}

/** Brussels today: birthdays, the day planning and 'in use today' read it. */
export function todayOf(now: Date): string {
  return brusselsClock(now).date;
}

/** 'ma 23/11'. */
export function dayLine(campDate: string): string {
  const day = sportsCampText.weekdays[new Date(`${campDate}T00:00:00Z`).getUTCDay()];
  return `${day} ${campDate.slice(8, 10)}/${campDate.slice(5, 7)}`;
}

/** 'ma 23/11 voormiddag'. */
export function halfDayLine(campDate: string, ampm: 'am' | 'pm'): string {
  return `${dayLine(campDate)} ${ampm === 'am' ? sportsCampText.morning : sportsCampText.afternoon}`;
}
