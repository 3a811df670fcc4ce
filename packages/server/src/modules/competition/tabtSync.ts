import { and, eq, inArray, lte } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/interclub';
import type { Db } from '../../db/client.ts';
import { clubs, divisionRankings, meetingPlayers, meetings, members, tabtCache, teams } from '../../db/schema.ts';
import type { TabtCache, TabtLog } from '../../adapters/tabt/tabtCache.ts';
import { TabtUnavailableError } from '../../adapters/tabt/tabtCache.ts';
import { clubSheetsRequest, clubTeamsRequest, divisionRankingRequest } from '../../adapters/tabt/tabtRequests.ts';
import type { TabtClubTeam, TabtRankingEntry, TabtTeamMatch } from '../../adapters/tabt/tabtSchemas.ts';
import { matchUrl, seasonNameOf, tabtSeason, type TabtSite } from '../../adapters/tabt/tabtSite.ts';

/*
 * The sync: the club's teams, calendar with sheets and division rankings of the current season from
 * the competition site into our tables. Idempotent: it writes a row only when a value differs, so a
 * second run over the same answers changes nothing. Answers come through the cache like any request:
 * within their lifetime a run asks the site nothing; refresh makes it ask (the CLI's --fresh).
 */

export interface SyncSummary {
  club: string;
  /** Why nothing was done (not table tennis, offline, site unreachable with nothing stored). */
  skipped?: string;
  teamsCreated: number;
  teamsUpdated: number;
  meetingsCreated: number;
  meetingsUpdated: number;
  /** Matches of the site's calendar for which none of our teams was found. */
  matchesUnmatched: number;
  /** meeting_players rows written from sheets (victory counts, players who were not in the line-up). */
  sheetPlayers: number;
  /** Division ranking rows inserted, changed or removed. */
  rankingRows: number;
  /** Some answer was older than its lifetime: the site could not be asked. */
  stale: boolean;
}

type ClubRow = typeof clubs.$inferSelect;
type TeamRow = typeof teams.$inferSelect;
type MeetingRow = typeof meetings.$inferSelect;
type MeetingValues = Pick<
  MeetingRow,
  'week' | 'playId' | 'matchUniqueId' | 'playDate' | 'playTime' | 'home' | 'homeTeam' | 'awayTeam' | 'address' | 'frenoyUrl' | 'score' | 'won'
>;

/** Players per team when no sheet tells: Sporta plays with three, the others with four. */
const DEFAULT_PLAYERS = (site: TabtSite) => (site.federation === 'SPORTA' ? 3 : 4);

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
  } catch (e) {
    if (e instanceof TabtUnavailableError) return { ...summary, skipped: `competition site: ${e.message}` };
    throw e;
  }
  return summary;
}

/** Teams of the season, created or updated by letter and division; captain, players and rules stay ours. */
async function syncTeams(
  db: Db,
  club: ClubRow,
  site: TabtSite,
  seasonName: string,
  siteTeams: TabtClubTeam[],
  sheets: TabtTeamMatch[],
  summary: SyncSummary,
): Promise<TeamRow[]> {
  const ours = await db
    .select()
    .from(teams)
    .where(and(eq(teams.clubId, club.id), eq(teams.season, seasonName), eq(teams.sport, 'tabletennis')));
  for (const entry of siteTeams) {
    const letter = entry.Team.trim();
    // A team made by hand before the first sync has no division id yet: it is adopted, not doubled.
    const team =
      ours.find((t) => t.letter === letter && t.divisionId === entry.DivisionId) ??
      ours.find((t) => t.letter === letter && t.divisionId === 0);
    if (team) {
      const changes: Partial<TeamRow> = {};
      if (team.division !== entry.DivisionName) changes.division = entry.DivisionName;
      if (team.divisionId !== entry.DivisionId) changes.divisionId = entry.DivisionId;
      if (Object.keys(changes).length === 0) continue;
      await db.update(teams).set(changes).where(eq(teams.id, team.id));
      Object.assign(team, changes);
      summary.teamsUpdated++;
    } else {
      const [created] = await db
        .insert(teams)
        .values({
          clubId: club.id,
          season: seasonName,
          sport: 'tabletennis',
          name: `${club.name} ${letter}`,
          division: entry.DivisionName,
          divisionId: entry.DivisionId,
          letter,
          playersPerTeam: playersPerTeam(sheets, club.code, entry) ?? DEFAULT_PLAYERS(site),
        })
        .returning();
      ours.push(created!);
      summary.teamsCreated++;
    }
  }
  return ours;
}

/** The number of players on a sheet of this team, if one was filled in (3 for ladies' and youth teams). */
function playersPerTeam(sheets: TabtTeamMatch[], clubCode: string, entry: TabtClubTeam): number | undefined {
  for (const m of sheets) {
    if (m.DivisionId !== entry.DivisionId || !m.MatchDetails?.DetailsCreated) continue;
    const side = m.HomeClub === clubCode && letterOf(m.HomeTeam) === entry.Team ? m.MatchDetails.HomePlayers : m.MatchDetails.AwayPlayers;
    const n = side?.PlayerCount ?? side?.Players.length;
    if (n && n >= 1 && n <= 6) return n;
  }
  return undefined;
}

/** The site names a team '<club> <letter>': 'Tourinnes A'. */
export function letterOf(teamName: string): string {
  return teamName.trim().split(/\s+/).pop() ?? '';
}

function venueOf(match: TabtTeamMatch): string {
  const v = match.VenueEntry;
  return v ? [v.Name, v.Street, v.Town].map((s) => s.trim()).filter(Boolean).join(', ') : '';
}

/**
 * A meeting's values from the site. The score is taken once the match is final or its day is over;
 * a score shown during the match is the live score (matchResult), not the meeting's result.
 */
export function meetingValues(match: TabtTeamMatch, home: boolean, site: TabtSite, today: string): MeetingValues {
  const done = match.IsValidated || match.IsLocked || match.Date < today;
  const score = done ? (match.Score ?? '') : '';
  const [h, a] = score.split('-').map((s) => Number(s.trim()));
  let won: MeetingValues['won'] = '';
  if (score !== '' && Number.isFinite(h) && Number.isFinite(a)) {
    const [ours, theirs] = home ? [h!, a!] : [a!, h!];
    won = ours > theirs ? 'Y' : ours < theirs ? 'N' : '';
  }
  return {
    week: Number(match.WeekName),
    playId: match.MatchId,
    matchUniqueId: match.MatchUniqueId ?? null,
    playDate: match.Date,
    playTime: match.Time.slice(0, 5),
    home,
    homeTeam: match.HomeTeam,
    awayTeam: match.AwayTeam,
    address: venueOf(match),
    frenoyUrl: match.MatchUniqueId !== undefined ? matchUrl(site, match.MatchUniqueId) : '',
    score,
    won,
  };
}

async function syncMeetings(
  db: Db,
  club: ClubRow,
  site: TabtSite,
  today: string,
  ourTeams: TeamRow[],
  sheets: TabtTeamMatch[],
  summary: SyncSummary,
): Promise<void> {
  const teamIds = ourTeams.map((t) => t.id);
  if (teamIds.length === 0) {
    summary.matchesUnmatched += sheets.length;
    return;
  }
  const rows = await db.select().from(meetings).where(and(eq(meetings.clubId, club.id), inArray(meetings.teamId, teamIds)));
  const lineups = await db.select().from(meetingPlayers).where(eq(meetingPlayers.clubId, club.id));
  const memberByIndex = new Map(
    (await db.select({ id: members.id, associationId: members.associationId }).from(members).where(eq(members.clubId, club.id)))
      .filter((m) => m.associationId !== '')
      .map((m) => [m.associationId, m.id]),
  );

  for (const match of sheets) {
    if (!/^\d+$/.test(match.WeekName)) continue;
    // Both sides are ours in a club derby: each team gets its own meeting.
    const sides = [match.HomeClub === club.code && ('home' as const), match.AwayClub === club.code && ('away' as const)].filter(
      (s) => s !== false,
    );
    for (const side of sides) {
      const team = teamOf(ourTeams, letterOf(side === 'home' ? match.HomeTeam : match.AwayTeam), match.DivisionId);
      if (!team) {
        summary.matchesUnmatched++;
        continue;
      }
      const values = meetingValues(match, side === 'home', site, today);
      // The site's number; else its match name (unplayed matches may have no number yet); else a
      // meeting of that week made by hand before the first sync.
      let meeting =
        (match.MatchUniqueId !== undefined ? rows.find((m) => m.teamId === team.id && m.matchUniqueId === match.MatchUniqueId) : undefined) ??
        (match.MatchId ? rows.find((m) => m.teamId === team.id && m.playId === match.MatchId) : undefined) ??
        rows.find((m) => m.teamId === team.id && m.week === values.week && m.matchUniqueId === null && m.playId === '');
      if (meeting) {
        const changes = Object.fromEntries(
          Object.entries(values).filter(([k, v]) => meeting![k as keyof MeetingValues] !== v),
        ) as Partial<MeetingValues>;
        if (Object.keys(changes).length > 0) {
          await db.update(meetings).set(changes).where(eq(meetings.id, meeting.id));
          Object.assign(meeting, changes);
          summary.meetingsUpdated++;
        }
      } else {
        [meeting] = await db.insert(meetings).values({ ...values, clubId: club.id, teamId: team.id }).returning();
        rows.push(meeting!);
        summary.meetingsCreated++;
      }
      if (match.MatchDetails?.DetailsCreated) {
        const players = (side === 'home' ? match.MatchDetails.HomePlayers : match.MatchDetails.AwayPlayers)?.Players ?? [];
        summary.sheetPlayers += await syncSheetPlayers(db, club.id, meeting!.id, players, memberByIndex, lineups);
      }
    }
  }
}

function teamOf(ourTeams: TeamRow[], letter: string, divisionId: number | undefined): TeamRow | undefined {
  const byLetter = ourTeams.filter((t) => t.letter === letter);
  return byLetter.find((t) => t.divisionId === divisionId) ?? (byLetter.length === 1 ? byLetter[0] : undefined);
}

/**
 * Victory counts of our players on the sheet. Whoever played but was not in the line-up (a late
 * substitute) is added after it, so statistics count every match played.
 */
async function syncSheetPlayers(
  db: Db,
  clubId: number,
  meetingId: number,
  players: { UniqueIndex: number; VictoryCount?: number }[],
  memberByIndex: Map<string, number>,
  lineups: (typeof meetingPlayers.$inferSelect)[],
): Promise<number> {
  let written = 0;
  for (const p of players) {
    const memberId = memberByIndex.get(String(p.UniqueIndex));
    if (memberId === undefined) continue;
    const victoryCount = p.VictoryCount ?? 0;
    const row = lineups.find((l) => l.meetingId === meetingId && l.memberId === memberId);
    if (row) {
      if (row.victoryCount === victoryCount) continue;
      await db
        .update(meetingPlayers)
        .set({ victoryCount })
        .where(and(eq(meetingPlayers.meetingId, meetingId), eq(meetingPlayers.memberId, memberId)));
      row.victoryCount = victoryCount;
    } else {
      const position = Math.max(0, ...lineups.filter((l) => l.meetingId === meetingId).map((l) => l.position)) + 1;
      const [inserted] = await db
        .insert(meetingPlayers)
        .values({ clubId, meetingId, memberId, reserve: false, position, victoryCount })
        .returning();
      lineups.push(inserted!);
    }
    written++;
  }
  return written;
}

/** One division's ranking: rows are written only where they differ; fetchedAt marks the last change. */
async function syncRanking(
  db: Db,
  clubId: number,
  season: number,
  divisionId: number,
  entries: TabtRankingEntry[],
  now: Date,
): Promise<number> {
  const where = and(eq(divisionRankings.clubId, clubId), eq(divisionRankings.season, season), eq(divisionRankings.divisionId, divisionId));
  const current = await db.select().from(divisionRankings).where(where);
  const wanted = new Map<string, TabtRankingEntry>();
  for (const e of entries) if (!wanted.has(e.Team)) wanted.set(e.Team, e);
  let written = 0;
  for (const row of current) {
    if (wanted.has(row.team)) continue;
    await db.delete(divisionRankings).where(and(where, eq(divisionRankings.team, row.team)));
    written++;
  }
  for (const e of wanted.values()) {
    const values = {
      position: e.Position,
      teamClub: e.TeamClub,
      gamesPlayed: e.GamesPlayed,
      gamesWon: e.GamesWon,
      gamesLost: e.GamesLost,
      gamesDraw: e.GamesDraw,
      points: e.Points,
    };
    const row = current.find((r) => r.team === e.Team);
    if (row && Object.entries(values).every(([k, v]) => row[k as keyof typeof values] === v)) continue;
    if (row) await db.update(divisionRankings).set({ ...values, fetchedAt: now }).where(and(where, eq(divisionRankings.team, e.Team)));
    else await db.insert(divisionRankings).values({ clubId, season, divisionId, team: e.Team, ...values, fetchedAt: now });
    written++;
  }
  return written;
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
    `${s.matchesUnmatched ? ` (${s.matchesUnmatched} without a team)` : ''}, sheet players ${s.sheetPlayers}, ranking rows ${s.rankingRows}` +
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

/** True for the one process that may sync this period. */
export async function takeLease(db: Db, period: number): Promise<boolean> {
  const now = new Date();
  // A little shorter than the period, so the next run of the same process is never locked out by itself.
  const until = new Date(now.getTime() + period * 0.9);
  const taken = await db
    .insert(tabtCache)
    .values({ key: LEASE_KEY, operation: 'lease', response: {}, fetchedAt: now, expiresAt: until })
    .onConflictDoUpdate({ target: tabtCache.key, set: { fetchedAt: now, expiresAt: until }, setWhere: lte(tabtCache.expiresAt, now) })
    .returning({ key: tabtCache.key });
  return taken.length > 0;
}
