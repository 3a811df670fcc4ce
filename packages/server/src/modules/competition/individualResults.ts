import { eq } from 'drizzle-orm';
import type { IndividualResults } from '@clubhuis/contract/entities/competition';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { appConfig, clubs, members } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import type { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import { clubMatchesRequest, memberResultsRequest } from '../../adapters/tabt/tabtRequests.ts';
import { memberUrl, seasonNameOf, tabtSeason } from '../../adapters/tabt/tabtSite.ts';
import { mapIndividualResults, noResults } from './resultsMapper.ts';
import { frenoyText } from './messages.ts';

/**
 * frenoy/individualResults.php: a member's results of the current season on the competition site.
 * Public ('optional'): results are public on the site too and the answer holds no contact data.
 */
export async function individualResults(
  db: Db,
  tabt: TabtCache,
  memberId: number,
  user: RequestUser | null,
  now: Date,
): Promise<IndividualResults> {
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
  // A logged-in user sees members of its own club only; anonymous callers reach any club by member id.
  if (!row || (user && user.clubId !== row.clubId)) throw new ApiError(404, frenoyText.unknownMember);

  // Only table tennis federations run the competition site; the member needs its id there.
  const site = tabt.siteOf({ code: row.code, association: row.association });
  const uniqueIndex = Number(row.associationId);
  if (!site || !/^\d+$/.test(row.associationId) || uniqueIndex <= 0) return noResults();

  const season = tabtSeason(seasonNameOf(brusselsClock(now).date));
  const answer = await tabt.get(site, 'GetMembers', memberResultsRequest(season, uniqueIndex));
  const member = answer.data.MemberEntries.find((m) => m.UniqueIndex === uniqueIndex);
  const frenoyUrl = memberUrl(site, row.associationId, row.frenoyUrl ?? '');
  // The club's calendar (cached for the whole club) is only needed to place interclub results in weeks.
  const interclub = member?.ResultEntries.some((r) => r.CompetitionType === 'C' && r.MatchUniqueId !== undefined);
  const calendar = interclub ? (await tabt.get(site, 'GetMatches', clubMatchesRequest(site.clubCode, season))).data.TeamMatchesEntries : [];
  return mapIndividualResults(member, calendar, site.clubCode, frenoyUrl);
}
