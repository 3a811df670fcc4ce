import { eq, sql } from 'drizzle-orm';
import type { ImportPlan } from '@clubhuis/contract/entities/admin';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { insertMember, updateMember, type MemberValues } from '../members/memberWrites.ts';
import { audit } from './audit.ts';
import { toAdminMember } from './memberAdmin.ts';
import { decodeCsv, mapColumns, parseCsv } from './memberCsv.ts';
import { planImport, type ExistingMember } from './memberImportPlan.ts';
import { readRow } from './memberRows.ts';
import { adminText, csvText } from './messages.ts';

/** The file's rows read and checked, or a 400 for a file that is not a members list. */
function readFile(base64: string, today: string) {
  const { header, rows, unclosedQuote } = parseCsv(decodeCsv(Buffer.from(base64, 'base64')));
  if (unclosedQuote !== null) throw new ApiError(400, csvText.unclosedQuote(unclosedQuote));
  const map = mapColumns(header);
  if ('refusal' in map) throw new ApiError(400, map.refusal);
  if (rows.length === 0) throw new ApiError(400, csvText.empty);
  return { read: rows.map((r) => readRow(r, map, today)), ignored: map.ignored };
}

async function existingOf(db: Db, clubId: number): Promise<ExistingMember[]> {
  return db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      gender: members.gender,
      birthdate: members.birthdate,
      address: members.address,
      email: members.email,
      telephone: members.telephone,
      mobile: members.mobile,
      associationId: members.associationId,
      ranking: members.ranking,
      memberState: members.memberState,
    })
    .from(members)
    .where(eq(members.clubId, clubId));
}

/** admin/members/importPreview: per row what an import would do; nothing is written. */
export async function previewImport(db: Db, clubId: number, file: string, today: string): Promise<ImportPlan> {
  const { read, ignored } = readFile(file, today);
  const plan = planImport(read, await existingOf(db, clubId));
  return { rows: plan.rows.map(({ values: _values, ...row }) => row), counts: plan.counts, ignoredColumns: ignored };
}

/**
 * admin/members/importApply: the plan made again under the club's import lock (two imports at once
 * cannot both add the same member) and carried out in one transaction with an audit row per member.
 * With refused rows nothing happens, unless skipRefused asks for the others.
 */
export async function applyImport(db: Db, user: RequestUser, body: { file: string; skipRefused: boolean }, today: string) {
  const { read } = readFile(body.file, today);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`member-import:${user.clubId}`}, 0))`);
    const plan = planImport(read, await existingOf(t, user.clubId));
    if (plan.counts.refuse > 0 && !body.skipRefused) throw new ApiError(409, adminText.importHasRefusals(plan.counts.refuse));
    const base = { clubId: user.clubId, userId: user.userId, action: 'admin/members/importApply', entity: 'members' };
    for (const row of plan.rows) {
      if (row.action === 'add') {
        const added = await insertMember(t, user.clubId, row.values);
        await audit(t, { ...base, entityId: added.id, before: null, after: toAdminMember(added) });
      } else if (row.action === 'change') {
        const set = Object.fromEntries(row.changes.map((c) => [c.field, c.field === 'memberState' ? 1 : row.values[c.field as keyof MemberValues]]));
        const [before] = await t.select().from(members).where(eq(members.id, row.memberId)).for('update');
        const after = await updateMember(t, row.memberId, set);
        await audit(t, { ...base, entityId: row.memberId, before: toAdminMember(before!), after: toAdminMember(after) });
      }
    }
    return { message: adminText.imported(plan.counts.add, plan.counts.change), counts: plan.counts };
  });
}
