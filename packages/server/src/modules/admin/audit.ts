import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditChange {
  clubId: number;
  /** Null from the command line. */
  userId: number | null;
  action: string;
  entity: string;
  entityId: number;
  before: object | null;
  after: object | null;
}

/** Records one change; called inside the change's own transaction, so the log holds exactly what was committed. */
export async function audit(tx: Db, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values(change);
}
