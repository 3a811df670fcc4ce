import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appConfig, clubs, members } from '../../db/schema.ts';
import type { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import type { TabtSite } from '../../adapters/tabt/tabtSite.ts';

export interface MemberOnSite {
  clubId: number;
  associationId: string;
  frenoyUrl: string | null;
  /** null: the club runs no competition site (not table tennis) or the member has no number there. */
  site: TabtSite | null;
  uniqueIndex: number;
}

/** A member with its club's competition site and its number there; undefined when the member does not exist. */
export async function memberOnSite(db: Db, tabt: TabtCache, memberId: number): Promise<MemberOnSite | undefined> {
  const [row] = await db
    .select({
      clubId: members.clubId,
      associationId: members.associationId,
      code: clubs.code,
      association: clubs.association,
      frenoyUrl: appConfig.frenoyUrl,
    })
    .from(members)
    .innerJoin(clubs, eq(clubs.id, members.clubId))
    .leftJoin(appConfig, eq(appConfig.clubId, members.clubId))
    .where(eq(members.id, memberId));
  if (!row) return undefined;
  const uniqueIndex = /^\d+$/.test(row.associationId) ? Number(row.associationId) : 0;
  const site = uniqueIndex > 0 ? tabt.siteOf({ code: row.code, association: row.association }) : null;
  return { clubId: row.clubId, associationId: row.associationId, frenoyUrl: row.frenoyUrl, site, uniqueIndex };
}
