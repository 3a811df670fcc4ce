import { and, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, members, userMembers, users } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { eraseInterclubData } from '../interclub/privacy.ts';
import { eraseLeagueData } from '../league/privacy.ts';
import { eraseMemberRow } from '../members/privacy.ts';
import { erasePlayerMomentData } from '../playermoments/privacy.ts';
import { unlinkMember } from '../session/privacy.ts';
import { eraseTrainingData } from '../training/privacy.ts';
import { audit } from './audit.ts';
import { adminText } from './messages.ts';

/** Columns that point at a member; a row with one of them equal to the member is about it. */
const MEMBER_COLUMNS = ['member_id', 'captain_member_id', 'driver_member_id', 'replacement_member_id'];
/** Credentials are nobody's data to hand out, not even the member's own. */
const SECRET = /token|hash|secret|password/;

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);

async function lockedMember(t: Db, clubId: number, memberId: number) {
  const [member] = await t
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.clubId, clubId)))
    .for('update');
  if (!member) throw new ApiError(404, adminText.unknownMember);
  return member;
}

/**
 * GDPR access: every row of every table that is about the member (found by its member columns), the
 * accounts that answer for it, without credentials; with an audit row saying who asked it.
 */
export async function exportMember(db: Db, user: RequestUser, memberId: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const member = await lockedMember(t, user.clubId, memberId);
    const data: Record<string, unknown[]> = {};
    for (const table of tables) {
      const config = getTableConfig(table);
      const about = config.columns.filter((c) => MEMBER_COLUMNS.includes(c.name));
      const club = config.columns.find((c) => c.name === 'club_id');
      if (about.length === 0 || !club || config.name === 'members') continue;
      const fields = Object.fromEntries(
        Object.entries(getTableColumns(table)).filter(([, c]) => !SECRET.test(c.name)),
      );
      const rows = await t
        .select(fields)
        .from(table)
        .where(and(eq(club, user.clubId), or(...about.map((c) => eq(c, memberId)))));
      if (rows.length) data[config.name] = rows;
    }
    const accounts = await t
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, active: users.active })
      .from(userMembers)
      .innerJoin(users, eq(users.id, userMembers.userId))
      .where(eq(userMembers.memberId, memberId));
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/privacy/export', entity: 'members', entityId: memberId, before: null, after: { exported: true } });
    return { exportedAt: new Date().toISOString(), member, accounts, data };
  });
}

/**
 * GDPR erasure: the member's personal data goes everywhere in one transaction; its results and
 * statistics stay under 'Gewist lid N'. The audit log keeps that it happened, not what was erased.
 */
export async function eraseMember(db: Db, user: RequestUser, body: { memberId: number; confirm: string }) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const member = await lockedMember(t, user.clubId, body.memberId);
    const name = `${member.firstName} ${member.lastName}`;
    if (body.confirm.trim() !== name) throw new ApiError(400, adminText.eraseConfirm(name));
    await eraseMemberRow(t, member.id);
    await unlinkMember(t, member.id);
    await eraseInterclubData(t, member.id);
    await eraseTrainingData(t, member.id);
    await erasePlayerMomentData(t, member.id);
    await eraseLeagueData(t, member.id);
    // Earlier rows about the member keep that they happened (and whether they added or changed it), not
    // what they held. An export's row holds no personal data and keeps its own meaning.
    await t
      .update(auditLog)
      .set({ before: sql`case when ${auditLog.before} is null then null else '{"erased": true}'::jsonb end`, after: { erased: true } })
      .where(and(eq(auditLog.clubId, user.clubId), eq(auditLog.entity, 'members'), eq(auditLog.entityId, member.id), ne(auditLog.action, 'admin/privacy/export')));
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/privacy/erase', entity: 'members', entityId: member.id, before: null, after: { erased: true } });
    return { message: adminText.erased(member.id) };
  });
}
