import { lte } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { clubs, tabtCache } from '../../db/schema.ts';
import type { TabtCache, TabtLog } from '../../adapters/tabt/tabtCache.ts';
import { TabtUnavailableError } from '../../adapters/tabt/tabtCache.ts';
import { clubMembersRequest, clubSheetsRequest, clubTeamsRequest, divisionRankingRequest } from '../../adapters/tabt/tabtRequests.ts';
import { seasonNameOf, tabtSeason } from '../../adapters/tabt/tabtSite.ts';
import type { SyncSummary } from './tabtSyncSummary.ts';
import { syncTeams } from './tabtSyncTeams.ts';
import { syncMeetings } from './tabtSyncMeetings.ts';
import { syncRanking } from './tabtSyncRankings.ts';

/*
 * The sync: the club's teams, calendar with sheets and division rankings of the current season from
 * the competition site into our tables. Idempotent: it writes a row only when a value differs, so a
 * second run over the same answers changes nothing. Answers come through the cache like any request:
 * within their lifetime a run asks the site nothing; refresh makes it ask (the CLI's --fresh).
 * Here the run and its schedule; the steps are tabtSyncTeams.ts, tabtSyncMeetings.ts (with the
 * sheets) and tabtSyncRankings.ts.
 */

type ClubRow = typeof clubs.$inferSelect;

export async function syncClub(
  db: Db,
  tabt: TabtCache,
  club: ClubRow,
  now: Date,
  opts: { refresh?: boolean } = {},
): Promise<SyncSummary> {
  const summary: SyncSummary = {
    club: club.code,
    teamsCreated: 0,
    teamsUpdated: 0,
    meetingsCreated: 0,
    meetingsUpdated: 0,
    matchesUnmatched: 0,
    sheetPlayers: 0,
    rankingRows: 0,
    listedMembers: 0,
    stale: false,
  };
  const site = tabt.siteOf(club);
  if (!site) return { ...summary, skipped: `association ${club.association} has no competition site` };
  if (site.endpoint === null) return { ...summary, skipped: 'offline club: only stored answers' };

  const today = brusselsClock(now).date;
  const seasonName = seasonNameOf(today);
  const season = tabtSeason(seasonName);
  const get = async <T>(p: Promise<{ data: T; stale: boolean }>) => {
    const answer = await p;
    summary.stale ||= answer.stale;
    return answer.data;
  };
  try {
    const siteTeams = (await get(tabt.get(site, 'GetClubTeams', clubTeamsRequest(club.code, season), opts))).TeamEntries;
    const sheets = (await get(tabt.get(site, 'GetMatches', clubSheetsRequest(club.code, season), opts))).TeamMatchesEntries;
    const ourTeams = await syncTeams(db, club, site, seasonName, siteTeams, sheets, summary);
    await syncMeetings(db, club, site, today, ourTeams, sheets, summary);
    for (const divisionId of [...new Set(siteTeams.map((t) => t.DivisionId))].filter((id) => id > 0)) {
      const ranking = (await get(tabt.get(site, 'GetDivisionRanking', divisionRankingRequest(divisionId), opts))).RankingEntries;
      summary.rankingRows += await syncRanking(db, club.id, season, divisionId, ranking, now);
    }
    // The strength list is read from the cache when asked; the sync keeps it warm.
    summary.listedMembers = (await get(tabt.get(site, 'GetMembers', clubMembersRequest(club.code, season), opts))).MemberEntries.length;
  } catch (e) {
    if (e instanceof TabtUnavailableError) return { ...summary, skipped: `competition site: ${e.message}` };
    throw e;
  }
  return summary;
}

/** Every club of the deployment, one after the other; one club's failure does not stop the others. */
export async function syncAllClubs(
  db: Db,
  tabt: TabtCache,
  log: TabtLog,
  now: Date,
  opts: { refresh?: boolean; clubCode?: string } = {},
): Promise<SyncSummary[]> {
  const all = await db.select().from(clubs).orderBy(clubs.id);
  const out: SyncSummary[] = [];
  for (const club of all.filter((c) => !opts.clubCode || c.code === opts.clubCode)) {
    const summary = await syncClub(db, tabt, club, now, opts);
    log[summary.skipped?.startsWith('competition site') ? 'warn' : 'info'](describeSync(summary));
    out.push(summary);
  }
  return out;
}

export function describeSync(s: SyncSummary): string {
  if (s.skipped) return `tabt sync ${s.club}: skipped (${s.skipped})`;
  return (
    `tabt sync ${s.club}: teams +${s.teamsCreated} ~${s.teamsUpdated}, meetings +${s.meetingsCreated} ~${s.meetingsUpdated}` +
    `${s.matchesUnmatched ? ` (${s.matchesUnmatched} without a team)` : ''}, sheet players ${s.sheetPlayers}, ranking rows ${s.rankingRows}, strength list ${s.listedMembers}` +
    `${s.stale ? ', some answers were stale (site not reachable)' : ''}`
  );
}

/**
 * Runs the sync every `hours` inside the server. With several processes on one database a lease row
 * in tabt_cache lets only one of them run per period. Returns the stop function.
 */
export function scheduleSync(db: Db, tabt: TabtCache, log: TabtLog, hours: number): () => void {
  const period = hours * 3_600_000;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      if (await takeLease(db, period)) await syncAllClubs(db, tabt, log, new Date(), { refresh: true });
    } catch (e) {
      log.warn(`tabt sync failed: ${(e as Error).message}`);
    } finally {
      running = false;
    }
  };
  // A first run shortly after start, not during it.
  const first = setTimeout(run, 30_000);
  const every = setInterval(run, period);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

const LEASE_KEY = 'lease:tabt-sync';

/** True for the one process that may sync this period (the evening poller has a lease of its own: key). */
export async function takeLease(db: Db, period: number, key = LEASE_KEY): Promise<boolean> {
  const now = new Date();
  // A little shorter than the period, so the next run of the same process is never locked out by itself.
  const until = new Date(now.getTime() + period * 0.9);
  const taken = await db
    .insert(tabtCache)
    .values({ key, operation: 'lease', response: {}, fetchedAt: now, expiresAt: until })
    .onConflictDoUpdate({ target: tabtCache.key, set: { fetchedAt: now, expiresAt: until }, setWhere: lte(tabtCache.expiresAt, now) })
    .returning({ key: tabtCache.key });
  return taken.length > 0;
}
