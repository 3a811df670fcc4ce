import { desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@clubhuis/contract/entities/admin';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

/** The club's latest administration changes, newest first, 50 a page. */
export async function listAudit(db: Db, clubId: number, offset: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({ a: auditLog, first: users.firstName, last: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(eq(auditLog.clubId, clubId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50)
    .offset(offset);
  return rows.map(({ a, first, last }) => ({
    id: a.id,
    at: a.at.toISOString(),
    userName: first ? `${first} ${last}` : 'opdrachtregel',
    action: a.action,
    entity: a.entity,
    entityId: a.entityId,
    before: a.before as Record<string, unknown> | null,
    after: a.after as Record<string, unknown> | null,
  }));
}
