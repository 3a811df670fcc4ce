import { and, eq, inArray } from 'drizzle-orm';
import type { StrengthListEntry } from '@clubhuis/contract/entities/strengthlists';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import type { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import { clubMembersRequest } from '../../adapters/tabt/tabtRequests.ts';
import { memberUrl, type TabtSite } from '../../adapters/tabt/tabtSite.ts';

/** 'Vernieuwen' asks the site again only for a list older than this: members cannot spend the club's quota. */
const REFRESH_AFTER_MS = 5 * 60_000;

/** 'KOBE VAN DE VELDE' → 'Kobe Van De Velde': the site writes names in capitals. */
const capitalised = (s: string) => s.toLocaleLowerCase('nl-BE').replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toLocaleUpperCase('nl-BE'));

/**
 * Table tennis: the club's members as the competition site lists them (Position = list number,
 * RankingIndex = index number), through the cache (refresh asks the site again when the stored list is
 * older than five minutes), joined with our
 * member cards by the federation id for the member, e-mail and phones. Two statements at most.
 */
export async function siteList(
  db: Db,
  tabt: TabtCache,
  site: TabtSite,
  opts: { clubId: number; discipline: number; season: number; refresh: boolean; frenoyUrl: string },
): Promise<StrengthListEntry[]> {
  const answer = await tabt.get(site, 'GetMembers', clubMembersRequest(site.clubCode, opts.season), {
    refresh: opts.refresh,
    refreshAfterMs: REFRESH_AFTER_MS,
  });
  const entries = [...answer.data.MemberEntries].sort((a, b) => (a.Position ?? 0) - (b.Position ?? 0));
  if (entries.length === 0) return [];
  const cards = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      associationId: members.associationId,
    })
    .from(members)
    .where(and(eq(members.clubId, opts.clubId), inArray(members.associationId, entries.map((e) => String(e.UniqueIndex)))));
  const byId = new Map(cards.map((c) => [c.associationId, c]));
  return entries.map((e) => {
    const associationId = String(e.UniqueIndex);
    const card = byId.get(associationId);
    return {
      id: e.UniqueIndex,
      discipline: opts.discipline,
      listNumber: e.Position ?? 0,
      indexNumber: e.RankingIndex ?? 0,
      memberId: card?.id ?? 0,
      memberName: card ? `${card.firstName} ${card.lastName}` : capitalised(`${e.FirstName} ${e.LastName}`),
      email: card?.email ?? '',
      // The screen shows no phone numbers (the members directory has them): none are sent.
      telephone: '',
      mobile: '',
      ranking: e.Ranking,
      associationId,
      url: memberUrl(site, associationId, opts.frenoyUrl),
    };
  });
}
