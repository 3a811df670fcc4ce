import { eq } from 'drizzle-orm';
import type { MatchResult } from '@clubhuis/contract/entities/competition';
import type { Db } from '../../db/client.ts';
import { clubs, meetings, teams } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import type { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import { matchByNameRequest, matchDetailsRequest } from '../../adapters/tabt/tabtRequests.ts';
import { tabtSeason } from '../../adapters/tabt/tabtSite.ts';
import { mapMatchResult } from './resultsMapper.ts';
import { frenoyText } from './messages.ts';

/**
 * frenoy/matchResult.php: the live score of one of our meetings (match_id = our meeting id), from its
 * sheet on the competition site. A final match is stored for good, one under way for under a minute.
 */
export async function matchResult(db: Db, tabt: TabtCache, meetingId: number, user: RequestUser | null): Promise<MatchResult> {
  const [row] = await db
    .select({
      clubId: meetings.clubId,
      matchUniqueId: meetings.matchUniqueId,
      playId: meetings.playId,
      season: teams.season,
      sport: teams.sport,
      code: clubs.code,
      association: clubs.association,
    })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .innerJoin(clubs, eq(clubs.id, meetings.clubId))
    .where(eq(meetings.id, meetingId));
  if (!row || (user && user.clubId !== row.clubId)) throw new ApiError(404, frenoyText.unknownMeeting);
  const site = row.sport === 'tabletennis' ? tabt.siteOf({ code: row.code, association: row.association }) : null;
  if (!site || (row.matchUniqueId === null && row.playId === '')) throw new ApiError(404, frenoyText.notOnSite);

  // The site's number when the meeting has one, else the match's name: matches not yet played may have no number.
  const season = tabtSeason(row.season);
  const { matchUniqueId, playId } = row;
  const request = matchUniqueId !== null ? matchDetailsRequest(season, matchUniqueId) : matchByNameRequest(season, playId);
  const answer = await tabt.get(site, 'GetMatches', request);
  const match = answer.data.TeamMatchesEntries.find((m) =>
    matchUniqueId !== null ? m.MatchUniqueId === matchUniqueId : m.MatchId === playId,
  );
  if (!match) throw new ApiError(404, frenoyText.notOnSite);
  return mapMatchResult(match);
}
