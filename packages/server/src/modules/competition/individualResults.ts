import type { IndividualResults } from '@clubhuis/contract/entities/competition';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import type { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import { clubMatchesRequest, memberResultsRequest } from '../../adapters/tabt/tabtRequests.ts';
import { memberUrl, seasonNameOf, tabtSeason } from '../../adapters/tabt/tabtSite.ts';
import { mapIndividualResults, noResults } from './resultsMapper.ts';
import { frenoyText } from './messages.ts';
import { memberOnSite } from './memberOnSite.ts';
import { recordRankingHistory } from './rankingHistory.ts';

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
  const row = await memberOnSite(db, tabt, memberId);
  // A logged-in user sees members of its own club only; anonymous callers reach any club by member id.
  if (!row || (user && user.clubId !== row.clubId)) throw new ApiError(404, frenoyText.unknownMember);

  // Only table tennis federations run the competition site; the member needs its id there.
  const { site, uniqueIndex } = row;
  if (!site) return noResults();

  const today = brusselsClock(now).date;
  const seasonName = seasonNameOf(today);
  const answer = await tabt.get(site, 'GetMembers', memberResultsRequest(tabtSeason(seasonName), uniqueIndex));
  const member = answer.data.MemberEntries.find((m) => m.UniqueIndex === uniqueIndex);
  // The ranking history (issue 34) keeps what each answer says; a stored answer says nothing new.
  if (!answer.fromCache) await recordRankingHistory(db, { clubId: row.clubId, memberId, season: seasonName, today }, member);
  const frenoyUrl = memberUrl(site, row.associationId, row.frenoyUrl ?? '');
  // The club's calendar (cached for the whole club) is only needed to place interclub results in weeks.
  const interclub = member?.ResultEntries.some((r) => r.CompetitionType === 'C' && r.MatchUniqueId !== undefined);
  const calendar = interclub ? (await tabt.get(site, 'GetMatches', clubMatchesRequest(site.clubCode, tabtSeason(seasonName)))).data.TeamMatchesEntries : [];
  return mapIndividualResults(member, calendar, site.clubCode, frenoyUrl);
}
