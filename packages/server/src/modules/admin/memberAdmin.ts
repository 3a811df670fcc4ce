import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { AdminMember } from '@clubhuis/contract/entities/admin';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { httpText } from '../../http/messages.ts';
import { insertMember, lockMember, updateMember, type MemberRow, type MemberValues } from '../members/memberWrites.ts';
import { audit } from './audit.ts';
import { adminText } from './messages.ts';

const PAGE = 50;

export function toAdminMember(r: MemberRow): AdminMember {
  return {
    memberId: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    gender: r.gender,
    birthdate: r.birthdate ?? '',
    address: r.address,
    email: r.email,
    telephone: r.telephone,
    mobile: r.mobile,
    associationId: r.associationId,
    ranking: r.ranking,
    memberState: r.memberState,
  };
}

/** The fields an audit row keeps of a member: what administration can change. */
const audited = (r: MemberRow) => ({ ...toAdminMember(r) });

/** A page of members: active ones (or the others), searched on name, e-mail or federation number. */
export async function listMembers(db: Db, clubId: number, body: { search: string; inactive: boolean; offset: number }) {
  const words = body.search.trim().split(/\s+/).filter(Boolean);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(members.clubId, clubId),
    body.inactive ? ne(members.memberState, 1) : eq(members.memberState, 1),
    ...words.map((w) => or(ilike(members.firstName, like(w)), ilike(members.lastName, like(w)), ilike(members.email, like(w)), ilike(members.associationId, like(w)))),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(members).where(where),
    db.select().from(members).where(where).orderBy(asc(members.lastName), asc(members.firstName), asc(members.id)).limit(PAGE).offset(body.offset),
  ]);
  return { total: Number(total?.n ?? 0), members: rows.map(toAdminMember) };
}

type SaveBody = Omit<MemberValues, 'birthdate'> & { memberId: number; birthdate: string };

/** Adds or changes a member, with its audit row, in one transaction. */
export async function saveMember(db: Db, user: RequestUser, body: SaveBody) {
  const { memberId, ...fields } = body;
  const values: MemberValues = {
    ...fields,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    address: fields.address.trim(),
    email: fields.email.trim().toLowerCase(),
    telephone: fields.telephone.trim(),
    mobile: fields.mobile.trim(),
    associationId: fields.associationId.trim(),
    ranking: fields.ranking.trim(),
    birthdate: fields.birthdate || null,
  };
  if (!values.firstName || !values.lastName) throw new ApiError(400, httpText.empty(values.firstName ? 'lastName' : 'firstName'));
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const base = { clubId: user.clubId, userId: user.userId, action: 'admin/members/save', entity: 'members' };
    if (memberId === 0) {
      const row = await insertMember(t, user.clubId, values);
      await audit(t, { ...base, entityId: row.id, before: null, after: audited(row) });
      return { memberId: row.id, message: adminText.memberAdded(`${row.firstName} ${row.lastName}`) };
    }
    const before = await lockMember(t, user.clubId, memberId);
    if (!before) throw new ApiError(404, adminText.unknownMember);
    const after = await updateMember(t, memberId, values);
    await audit(t, { ...base, entityId: memberId, before: audited(before), after: audited(after) });
    return { memberId, message: adminText.memberSaved(`${after.firstName} ${after.lastName}`) };
  });
}

/** A member stops or starts again; its rows elsewhere (results, line-ups) stay as they are. */
export async function setMemberActive(db: Db, user: RequestUser, body: { memberId: number; active: boolean }) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await lockMember(t, user.clubId, body.memberId);
    if (!before) throw new ApiError(404, adminText.unknownMember);
    const after = await updateMember(t, body.memberId, { memberState: body.active ? 1 : 0 });
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/members/active', entity: 'members', entityId: body.memberId, before: audited(before), after: audited(after) });
    const name = `${after.firstName} ${after.lastName}`;
    return { message: body.active ? adminText.memberRestarted(name) : adminText.memberStopped(name) };
  });
}

