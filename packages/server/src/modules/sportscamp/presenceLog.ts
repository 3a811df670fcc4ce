import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CampLogChild, CampPresenceLog } from '@clubhuis/contract/entities/sportscamp';
import type { Db } from '../../db/client.ts';
import { sportsCampGroups, sportsCampMoments, sportsCampPresenceLog, sportsCampPresences, sportsCampSubscriptions, sportsCamps, users } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { campsOf } from './campAccess.ts';
import { sportsCampText } from './messages.ts';

const s = sportsCampSubscriptions;

/**
 * The camps whose trail the user may read: every camp of the club for an administrator, else the camps
 * one of its members trains in (403 for anyone else). Latest first.
 */
async function readableCamps(db: Db, user: RequestUser) {
  const admin = user.rights.administrator;
  const campIds = admin ? [] : (await campsOf(db, user.clubId, user.memberIds)).campIds;
  if (!admin && campIds.length === 0) throw new ApiError(403, sportsCampText.notCampTrainer);
  return db
    .select({ sportsCampId: sportsCamps.id, title: sportsCamps.title, dateFrom: sportsCamps.dateFrom, dateTill: sportsCamps.dateTill })
    .from(sportsCamps)
    .where(and(eq(sportsCamps.clubId, user.clubId), admin ? undefined : inArray(sportsCamps.id, campIds)))
    .orderBy(desc(sportsCamps.dateFrom), desc(sportsCamps.id));
}

type Camp = Awaited<ReturnType<typeof readableCamps>>[number];

/** Without a choice: the camp running today, else the latest that started, else the first to come. */
function defaultCamp(camps: readonly Camp[], today: string): Camp | undefined {
  return (
    camps.find((c) => c.dateFrom <= today && today <= c.dateTill) ??
    camps.find((c) => c.dateFrom <= today) ??
    camps.at(-1)
  );
}

const within = (day: string, c: Camp) => (day < c.dateFrom ? c.dateFrom : day > c.dateTill ? c.dateTill : day);

/**
 * Who checked which child in and out on one camp day (issue 28 item 16): three statements beside the
 * access check, whatever the camp's size; one day at a time, so the answer stays the size of a screen.
 */
export async function presenceLog(db: Db, user: RequestUser, body: { sportsCampId?: number; campDate?: string }, today: string): Promise<CampPresenceLog> {
  const camps = await readableCamps(db, user);
  let camp: Camp | undefined;
  if (body.sportsCampId === undefined) camp = defaultCamp(camps, today);
  else {
    camp = camps.find((c) => c.sportsCampId === body.sportsCampId);
    if (!camp) {
      // An administrator sees every camp of the club: one it does not see is not there.
      throw user.rights.administrator ? new ApiError(404, sportsCampText.unknownCamp) : new ApiError(403, sportsCampText.notThisCampTrainer);
    }
  }
  if (!camp) return { camps, sportsCampId: 0, campDate: '', children: [] };
  if (body.campDate !== undefined && (body.campDate < camp.dateFrom || body.campDate > camp.dateTill)) {
    throw new ApiError(400, sportsCampText.dayOutsideCamp);
  }
  const campDate = body.campDate ?? within(today, camp);

  const children = await db
    .select({ id: s.id, firstName: s.firstName, lastName: s.lastName, group: sportsCampGroups.name })
    .from(s)
    .innerJoin(sportsCampGroups, eq(sportsCampGroups.id, s.groupId))
    .where(eq(s.campId, camp.sportsCampId))
    .orderBy(asc(sportsCampGroups.position), asc(sportsCampGroups.id), asc(s.lastName), asc(s.firstName), asc(s.id));
  const events = await db
    .select({
      subscriptionId: sportsCampPresences.subscriptionId,
      ampm: sportsCampMoments.ampm,
      action: sportsCampPresenceLog.action,
      value: sportsCampPresenceLog.value,
      first: users.firstName,
      last: users.lastName,
      at: sportsCampPresenceLog.at,
    })
    .from(sportsCampPresenceLog)
    .innerJoin(sportsCampPresences, eq(sportsCampPresences.id, sportsCampPresenceLog.presenceId))
    .innerJoin(sportsCampMoments, eq(sportsCampMoments.id, sportsCampPresences.momentId))
    .innerJoin(users, eq(users.id, sportsCampPresenceLog.userId))
    .where(and(eq(sportsCampMoments.clubId, user.clubId), eq(sportsCampMoments.campId, camp.sportsCampId), eq(sportsCampMoments.campDate, campDate)))
    .orderBy(asc(sportsCampPresenceLog.at), asc(sportsCampPresenceLog.id));

  const bySubscription = new Map<number, CampLogChild['events']>();
  for (const e of events) {
    const list = bySubscription.get(e.subscriptionId) ?? [];
    list.push({ ampm: e.ampm, action: e.action, value: e.value, by: `${e.first} ${e.last}`.trim(), at: e.at.toISOString() });
    bySubscription.set(e.subscriptionId, list);
  }
  return {
    camps,
    sportsCampId: camp.sportsCampId,
    campDate,
    children: children.map((c) => ({ subscriptionId: c.id, name: `${c.firstName} ${c.lastName}`, group: c.group, events: bySubscription.get(c.id) ?? [] })),
  };
}
