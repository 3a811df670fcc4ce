import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Operation, TabtRequests, TabtResponseOf } from './tabtRequests.ts';
import { seasonNameOf, tabtSeason } from './tabtSite.ts';

/*
 * How long an answer is good for (shared/tabt/README.md, quota and caching). The quota is a leaky
 * bucket per address: asking less is the only way to stay under it, so answers that cannot change
 * any more are kept for good and only a match being played is asked for often.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const TTL = {
  /** Teams, clubs, seasons: change a few times a year. */
  teams: 24 * HOUR,
  rankings: 2 * HOUR,
  /** A club's calendar with scores: results come in on match evenings. */
  calendar: 2 * HOUR,
  /** Members with results: new results only after match days. */
  memberResults: 3 * HOUR,
  members: 24 * HOUR,
  /** A match that may be under way (today or yesterday, not validated): only while someone looks. */
  liveMatch: 45_000,
  /** A match not yet played, or played but not yet validated. */
  openMatch: HOUR,
  /** The quota reading is only worth something now. */
  test: 0,
} as const;

/** After quota fault 34 nobody asks that endpoint for a minute; after a failed connection for 15 seconds. */
export const BACK_OFF_MS = { quota: MINUTE, unreachable: 15_000 } as const;

/** Until when an answer is fresh; null = for good (a validated or locked match). */
export function expiresAt<O extends Operation>(
  operation: O,
  request: TabtRequests[O],
  response: TabtResponseOf<O>,
  now: Date,
): Date | null {
  const after = (ms: number) => new Date(now.getTime() + ms);
  switch (operation) {
    case 'GetClubTeams':
      return after(TTL.teams);
    case 'GetDivisionRanking':
      return after(TTL.rankings);
    case 'GetMembers': {
      const req = request as TabtRequests['GetMembers'];
      // A past season's results no longer change (the head-to-head asks five seasons): kept for good.
      if (req.WithResults && req.Season !== undefined && req.Season < tabtSeason(seasonNameOf(brusselsClock(now).date))) return null;
      return after(req.WithResults ? TTL.memberResults : TTL.members);
    }
    case 'GetMatches': {
      const req = request as TabtRequests['GetMatches'];
      if (req.MatchUniqueId === undefined && req.MatchId === undefined) return after(TTL.calendar);
      const matches = (response as TabtResponseOf<'GetMatches'>).TeamMatchesEntries;
      if (matches.length > 0 && matches.every((m) => m.IsValidated || m.IsLocked)) return null;
      const today = brusselsClock(now).date;
      const mayBeLive = matches.some((m) => m.Date === today || m.Date === addDays(today, -1));
      return after(mayBeLive ? TTL.liveMatch : TTL.openMatch);
    }
    default:
      return after(TTL.test);
  }
}
