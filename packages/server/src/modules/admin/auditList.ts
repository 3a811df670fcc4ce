import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry } from '@clubhuis/contract/entities/admin';
import type { Db } from '../../db/client.ts';
import { auditLog, members, users } from '../../db/schema.ts';
import { changesOf, describe } from './auditText.ts';

const subjectUser = alias(users, 'subject_user');

/**
 * The club's latest administration changes, newest first, 50 a page, each told in the reader's language: who did what
 * to whom (the member's or account's name as it is now, an erased member's 'Gewist lid N'), when, and
 * what changed under the screens' labels. One statement.
 */
export async function listAudit(db: Db, clubId: number, offset: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      a: auditLog,
      first: users.firstName,
      last: users.lastName,
      memberName: sql<string | null>`${members.firstName} || ' ' || ${members.lastName}`,
      accountName: sql<string | null>`${subjectUser.firstName} || ' ' || ${subjectUser.lastName} || ' (' || ${subjectUser.email} || ')'`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(members, and(eq(auditLog.entity, 'members'), eq(members.id, auditLog.entityId), eq(members.clubId, auditLog.clubId)))
    .leftJoin(subjectUser, and(eq(auditLog.entity, 'users'), eq(subjectUser.id, auditLog.entityId), eq(subjectUser.clubId, auditLog.clubId)))
    .where(eq(auditLog.clubId, clubId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50)
    .offset(offset);
  return rows.map(({ a, first, last, memberName, accountName }) => {
    const row = {
      action: a.action,
      entity: a.entity,
      entityId: a.entityId,
      before: a.before as Record<string, unknown> | null,
      after: a.after as Record<string, unknown> | null,
      who: first ? `${first} ${last}` : null,
      subjectName: memberName ?? accountName,
    };
    return { id: a.id, at: a.at.toISOString(), userName: row.who ?? '', description: describe(row), changes: changesOf(row), action: a.action };
  });
}
