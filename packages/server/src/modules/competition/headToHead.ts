import type { HeadToHead } from '@clubhuis/contract/entities/competition';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { TabtUnavailableError, type TabtCache } from '../../adapters/tabt/tabtCache.ts';
import { memberResultsRequest } from '../../adapters/tabt/tabtRequests.ts';
import type { TabtMember } from '../../adapters/tabt/tabtSchemas.ts';
import { seasonNameOf, tabtSeason } from '../../adapters/tabt/tabtSite.ts';
import { memberOnSite } from './memberOnSite.ts';
import { recordRankingHistory } from './rankingHistory.ts';
import { frenoyText } from './messages.ts';

/**
 * Seasons asked for a head-to-head: this one and the four before. A past season's answer is kept for
 * good (tabtPolicy.ts), so after the first look only the current season costs quota again.
 */
export const HEAD_TO_HEAD_SEASONS = 5;

/** '2025-2026' for TabT season 26. */
const seasonName = (season: number) => `${1999 + season}-${2000 + season}`;

/**
 * frenoy/headToHead: every match between the member and one opponent (its number on the site) in the
 * member's results of the last seasons, newest first. The member's own users only (its results page is
 * public, but this asks the site for up to five answers).
 */
export async function headToHead(
  db: Db,
  tabt: TabtCache,
  memberId: number,
  opponent: number,
  user: RequestUser,
  now: Date,
): Promise<HeadToHead> {
  requireOwn(user, memberId, frenoyText.notYourHeadToHead);
  const found = await memberOnSite(db, tabt, memberId);
  if (!found || found.clubId !== user.clubId) throw new ApiError(404, frenoyText.unknownMember);
  const answer: HeadToHead = { FirstName: '', LastName: '', Club: '', Won: 0, Lost: 0, Matches: [], MissingSeasons: [] };
  const { site, uniqueIndex } = found;
  if (!site) return answer;

  const today = brusselsClock(now).date;
  const current = tabtSeason(seasonNameOf(today));
  const seasons = Array.from({ length: HEAD_TO_HEAD_SEASONS }, (_, i) => current - i);
  const answers = await Promise.all(
    seasons.map(async (season) => {
      try {
        const got = await tabt.get(site, 'GetMembers', memberResultsRequest(season, uniqueIndex));
        return { season, fresh: !got.fromCache, member: got.data.MemberEntries.find((m) => m.UniqueIndex === uniqueIndex) };
      } catch (e) {
        if (!(e instanceof TabtUnavailableError)) throw e;
        // An offline club has only what was stored: a season without an answer has no matches to show.
        return { season, fresh: false, member: undefined, missing: site.endpoint !== null };
      }
    }),
  );
  for (const a of answers) {
    if ('missing' in a && a.missing) answer.MissingSeasons.push(seasonName(a.season));
    if (!a.member) continue;
    // Each season's answer fresh from the site also feeds the ranking history (its points then).
    if (a.fresh) await recordRankingHistory(db, { clubId: found.clubId, memberId, season: seasonName(a.season), today }, a.member);
    addMatches(answer, a.member, opponent, seasonName(a.season));
  }
  answer.Matches.sort((a, b) => b.Date.localeCompare(a.Date));
  return answer;
}

function addMatches(answer: HeadToHead, member: TabtMember, opponent: number, season: string): void {
  for (const r of member.ResultEntries) {
    if (r.UniqueIndex !== opponent || (r.Result !== 'V' && r.Result !== 'D')) continue;
    // The newest season names the opponent as it is now.
    if (!answer.LastName) Object.assign(answer, { FirstName: r.FirstName, LastName: r.LastName, Club: r.Club });
    if (r.Result === 'V') answer.Won++;
    else answer.Lost++;
    answer.Matches.push({
      Date: r.Date,
      Season: season,
      Result: r.Result,
      SetFor: r.SetFor,
      SetAgainst: r.SetAgainst,
      CompetitionType: r.CompetitionType,
      Ranking: r.Ranking,
      TournamentName: r.TournamentName ?? '',
    });
  }
}
