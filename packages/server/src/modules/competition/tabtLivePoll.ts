import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { clubs, meetings, teams } from '../../db/schema.ts';
import { TabtUnavailableError, type TabtCache, type TabtLog } from '../../adapters/tabt/tabtCache.ts';
import { matchDetailsRequest } from '../../adapters/tabt/tabtRequests.ts';
import type { TabtMatchDetails, TabtTeamMatch } from '../../adapters/tabt/tabtSchemas.ts';
import { tabtSeason } from '../../adapters/tabt/tabtSite.ts';
import { recordLiveSheet } from '../interclub/siteImport.ts';
import { meetingValues, membersByIndex, ourPlayers } from './tabtSyncMeetings.ts';
import { takeLease } from './tabtSync.ts';

/*
 * Results the same evening (issue 34): while our teams' matches are played, their sheets are asked of
 * the competition site (GetMatches by MatchUniqueId WithDetails, through the cache: a match being played
 * is kept 45 s, identical requests share one call, quota fault 34 backs off and serves what is stored)
 * and written through interclub's siteImport, which pushes the result to the team's players and
 * followers once the sheet is complete. Idle outside match evenings: a tick that finds no meeting being
 * played asks the site nothing.
 */

/** A meeting is polled from its play time until this many hours later, or until its result is in. */
export const LIVE_HOURS = 6;
const LIVE_LEASE_KEY = 'lease:tabt-live';

export interface LivePollSummary {
  /** Meetings being played that were asked for. */
  meetings: number;
  /** Rows written (meeting values, victory counts). */
  changed: number;
  /** Notifications written to the outbox. */
  notified: number;
  /** Meetings whose sheet the site could not give (quota, unreachable) and nothing was stored. */
  unavailable: number;
}

/**
 * Our meetings being played now: a number on the site, no result yet, started (Brussels clock) and not
 * more than LIVE_HOURS ago; of clubs that ask the site (not offline).
 */
async function liveMeetings(db: Db, tabt: TabtCache, now: Date) {
  const clock = brusselsClock(now);
  const since = brusselsClock(new Date(now.getTime() - LIVE_HOURS * 3_600_000));
  // Clubs first (a handful), so the meetings are found through their (club_id, play_date) index: the
  // tick's cost stays the same however many seasons the clubs keep.
  const clubIds = (await db.select({ id: clubs.id }).from(clubs)).map((c) => c.id);
  if (clubIds.length === 0) return [];
  const rows = await db
    .select({ meeting: meetings, team: teams, club: clubs })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .innerJoin(clubs, eq(clubs.id, meetings.clubId))
    .where(
      and(
        inArray(meetings.clubId, clubIds),
        inArray(meetings.playDate, [clock.date, addDays(clock.date, -1)]),
        eq(meetings.score, ''),
        isNotNull(meetings.matchUniqueId),
        eq(teams.sport, 'tabletennis'),
      ),
    );
  const at = (date: string, time: string) => `${date} ${time}`;
  return rows
    .filter((r) => {
      const start = at(r.meeting.playDate, r.meeting.playTime || '00:00');
      return start <= at(clock.date, clock.time) && start >= at(since.date, since.time);
    })
    .flatMap((r) => {
      const site = tabt.siteOf(r.club);
      return site && site.endpoint !== null ? [{ ...r, site }] : [];
    });
}

/** Every individual match has its result: the score adds up to the number of matches on the sheet. */
function isComplete(d: TabtMatchDetails): boolean {
  const n = d.IndividualMatchResults.length;
  return n > 0 && (d.HomeScore ?? 0) + (d.AwayScore ?? 0) >= n;
}

/** The sheet's version: its score and individual results, hashed. A correction later is a new version. */
export function sheetVersion(match: TabtTeamMatch): string {
  const d = match.MatchDetails!;
  const text = JSON.stringify([
    match.Score ?? '',
    d.IndividualMatchResults.map((r) => [r.HomePlayerUniqueIndex, r.AwayPlayerUniqueIndex, r.HomeSetCount, r.AwaySetCount]),
    [d.HomePlayers?.Players ?? [], d.AwayPlayers?.Players ?? []].map((ps) => ps.map((p) => [p.UniqueIndex, p.VictoryCount ?? 0])),
  ]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** One round: every meeting being played is asked for and written. Without a lease (see runLivePoll). */
export async function pollLiveSheets(db: Db, tabt: TabtCache, now: Date): Promise<LivePollSummary> {
  const summary: LivePollSummary = { meetings: 0, changed: 0, notified: 0, unavailable: 0 };
  const live = await liveMeetings(db, tabt, now);
  const today = brusselsClock(now).date;
  const indexes = new Map<number, Map<string, number>>();
  for (const { meeting, team, club, site } of live) {
    summary.meetings++;
    const uniqueId = meeting.matchUniqueId!;
    let match: TabtTeamMatch | undefined;
    try {
      const answer = await tabt.get(site, 'GetMatches', matchDetailsRequest(tabtSeason(team.season), uniqueId));
      match = answer.data.TeamMatchesEntries.find((m) => m.MatchUniqueId === uniqueId);
    } catch (e) {
      if (!(e instanceof TabtUnavailableError)) throw e;
      summary.unavailable++;
      continue;
    }
    const details = match?.MatchDetails;
    if (!match || !details?.DetailsCreated) continue;
    if (!indexes.has(club.id)) indexes.set(club.id, await membersByIndex(db, club.id));
    const side = meeting.home ? details.HomePlayers : details.AwayPlayers;
    const players = ourPlayers(side?.Players ?? [], indexes.get(club.id)!);
    const complete = match.IsValidated || match.IsLocked || isComplete(details);
    const values = meetingValues(match, meeting.home, site, today, complete);
    const result = complete && values.score !== '' ? { score: values.score, version: sheetVersion(match) } : null;
    const done = await recordLiveSheet(db, club.id, meeting.id, { values, players, result }, now);
    summary.changed += done.changed;
    summary.notified += done.notified;
  }
  return summary;
}

/**
 * One tick of the schedule: nothing when no meeting is being played (no lease, no site call); else the
 * process that takes this period's lease polls. Answers null when it did not poll.
 */
export async function runLivePoll(db: Db, tabt: TabtCache, periodMs: number, now = new Date()): Promise<LivePollSummary | null> {
  if ((await liveMeetings(db, tabt, now)).length === 0) return null;
  if (!(await takeLease(db, periodMs, LIVE_LEASE_KEY))) return null;
  return pollLiveSheets(db, tabt, now);
}

/** Runs the poller every `seconds` inside the server; returns the stop function. */
export function scheduleLivePoll(db: Db, tabt: TabtCache, log: TabtLog, seconds: number): () => void {
  const period = seconds * 1000;
  let running = false;
  const every = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const s = await runLivePoll(db, tabt, period);
      if (s) log.info(`tabt live: ${s.meetings} matches asked, ${s.changed} rows written, ${s.notified} notifications${s.unavailable ? `, ${s.unavailable} not available` : ''}`);
    } catch (e) {
      log.warn(`tabt live poll failed: ${(e as Error).message}`);
    } finally {
      running = false;
    }
  }, period);
  every.unref();
  return () => clearInterval(every);
}
