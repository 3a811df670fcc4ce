import { and, eq, sql } from 'drizzle-orm';
import type { Presence } from '@clubhuis/contract/entities/playermoments';
import type { Db } from '../../db/client.ts';
import { members, playerMomentPresences, playerMomentReservations } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { findMoment, requireChosen, requireResponsible } from './momentAccess.ts';
import { playerMomentsText } from './messages.ts';

const p = playerMomentPresences;
const r = playerMomentReservations;

type Person = { memberId: number; firstName: string; lastName: string };

/**
 * Everyone with a reservation plus everyone with a presence row (occasional players), by name.
 * id is the presence row's id, 0 while nobody marked a reserved member yet.
 */
async function presenceList(db: Db, momentId: number): Promise<Presence[]> {
  const person = { memberId: members.id, firstName: members.firstName, lastName: members.lastName };
  const [reserved, marked] = await Promise.all([
    db.select(person).from(r).innerJoin(members, eq(members.id, r.memberId)).where(eq(r.momentId, momentId)),
    db.select({ ...person, p }).from(p).innerJoin(members, eq(members.id, p.memberId)).where(eq(p.momentId, momentId)),
  ]);
  const byMember = new Map<number, Person & { row?: typeof p.$inferSelect }>();
  for (const x of reserved) byMember.set(x.memberId, x);
  for (const { p: row, ...x } of marked) byMember.set(x.memberId, { ...x, row });
  return [...byMember.values()]
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'nl') || a.firstName.localeCompare(b.firstName, 'nl') || a.memberId - b.memberId)
    .map((x) => ({
      id: x.row?.id ?? 0,
      memberId: x.memberId,
      memberName: `${x.firstName} ${x.lastName}`,
      presence: x.row?.present ? '1' : '0',
      occasional: x.row?.occasional ? '1' : '0',
    }));
}

export async function listPresences(db: Db, user: RequestUser, eventId: number): Promise<Presence[]> {
  requireChosen({ event_id: eventId });
  const moment = await findMoment(db, user.clubId, eventId);
  await requireResponsible(db, user, moment.id);
  return presenceList(db, moment.id);
}

/**
 * Marks a member present or not. A member with neither a reservation nor a presence row is added as
 * an occasional player; one upsert, so two responsible persons clicking at once leave one row.
 */
export async function setPresence(
  db: Db,
  user: RequestUser,
  body: { event_id: number; member_id: number; presence: 0 | 1 },
): Promise<Presence[]> {
  requireChosen(body);
  const moment = await findMoment(db, user.clubId, body.event_id);
  await requireResponsible(db, user, moment.id);
  const [member] = await db
    .select({ state: members.memberState })
    .from(members)
    .where(and(eq(members.id, body.member_id), eq(members.clubId, user.clubId)));
  if (!member) throw new ApiError(404, playerMomentsText.unknownMember);
  if (member.state !== 1) throw new ApiError(400, playerMomentsText.inactiveMember);
  const occasional = sql<boolean>`not exists (select 1 from player_moment_reservations x where x.moment_id = ${moment.id} and x.member_id = ${body.member_id})`;
  await db
    .insert(p)
    .values({ clubId: user.clubId, momentId: moment.id, memberId: body.member_id, present: body.presence === 1, occasional })
    .onConflictDoUpdate({ target: [p.momentId, p.memberId], set: { present: sql`excluded.present` } });
  return presenceList(db, moment.id);
}
