import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClubTeamRanking, TeamRanking } from '@clubhuis/contract/entities/competition';
import type { Db } from '../../db/client.ts';
import { divisionRankings, meetings, teams } from '../../db/schema.ts';
import type { ClubScope, TeamScope } from './statisticsScope.ts';

export type RankingRow = typeof divisionRankings.$inferSelect;
type TeamRow = typeof teams.$inferSelect;

/**
 * The latest imported ranking of each of these divisions (one statement). The latest season per
 * division rather than a season number: division ids are unique across seasons on the competition
 * site, and the club's season name ('2026-2027') is not the site's season number.
 */
export async function latestRankings(db: Db, clubId: number, divisionIds: number[]): Promise<RankingRow[]> {
  const ids = [...new Set(divisionIds.filter((id) => id > 0))];
  if (ids.length === 0) return [];
  return db
    .select()
    .from(divisionRankings)
    .where(
      and(
        eq(divisionRankings.clubId, clubId),
        inArray(divisionRankings.divisionId, ids),
        sql`${divisionRankings.season} = (select max(d.season) from ${divisionRankings} d
          where d.club_id = ${divisionRankings.clubId} and d.division_id = ${divisionRankings.divisionId})`,
      ),
    )
    .orderBy(asc(divisionRankings.divisionId), asc(divisionRankings.position), asc(divisionRankings.team));
}

/**
 * The ranking row of one of the club's teams: the club's row with the team's own name, else the one
 * ending in the team's letter (the site writes 'Club A'), else the club's only row in the division.
 */
export function ownRow(rows: RankingRow[], team: TeamRow, clubCode: string): RankingRow | undefined {
  const ours = rows.filter((r) => r.divisionId === team.divisionId && r.teamClub === clubCode);
  return (
    ours.find((r) => r.team === team.name) ??
    (team.letter ? ours.find((r) => r.team.endsWith(` ${team.letter}`)) : undefined) ??
    (ours.length === 1 ? ours[0] : undefined)
  );
}

/** team/rankings: the division of the team as the competition site ranks it. */
export async function teamRankings(db: Db, scope: TeamScope): Promise<TeamRanking[]> {
  const rows = await latestRankings(db, scope.clubId, [scope.team.divisionId]);
  const own = ownRow(rows, scope.team, scope.clubCode);
  return rows.map((r) => ({
    position: r.position,
    team: r.team,
    // The club's own team by the name the club gives it ('Heren A'); other teams as the site names them.
    teamDescription: r === own ? scope.team.description || scope.team.name : r.team,
    gamesPlayed: r.gamesPlayed,
    gamesWon: r.gamesWon,
    gamesLost: r.gamesLost,
    gamesDraw: r.gamesDraw,
    points: r.points,
    isClubTeam: r.teamClub === scope.clubCode,
  }));
}

const SPORTS = ['tabletennis', 'padel', 'badminton'];

/** The club's teams as the statistics list them: table tennis first (the contract's sport order), then by name. */
export function teamOrder(a: TeamRow, b: TeamRow): number {
  return SPORTS.indexOf(a.sport) - SPORTS.indexOf(b.sport) || a.name.localeCompare(b.name, 'nl');
}

/** The origin of the competition site: from the app config's link, else from a match link. */
function siteOrigin(...urls: (string | null)[]): string {
  for (const url of urls) {
    if (!url) continue;
    try {
      return new URL(url).origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return '';
}

/** The division's page on the competition site (TabT: menu 4 shows a division's results and ranking). */
export function divisionUrl(origin: string, team: TeamRow): string {
  if (team.sport !== 'tabletennis' || team.divisionId <= 0 || origin === '') return '';
  return `${origin}/index.php?menu=4&div_id=${team.divisionId}${team.letter ? `_${team.letter}` : ''}`;
}

/** competition/rankingList: the club's teams of the current season with their place in their division. */
export async function rankingList(db: Db, scope: ClubScope): Promise<ClubTeamRanking[]> {
  if (scope.season === null) return [];
  const list = await db
    .select({
      team: teams,
      matchUrl: sql<string | null>`(select m.frenoy_url from ${meetings} m
        where m.team_id = ${teams.id} and m.frenoy_url <> '' order by m.week limit 1)`,
    })
    .from(teams)
    .where(and(eq(teams.clubId, scope.clubId), eq(teams.season, scope.season)));
  list.sort((a, b) => teamOrder(a.team, b.team));
  const rows = await latestRankings(db, scope.clubId, list.map((t) => t.team.divisionId));
  return list.map(({ team, matchUrl }) => {
    const own = ownRow(rows, team, scope.clubCode);
    return {
      teamId: team.id,
      team: team.name,
      division: team.division,
      sport: team.sport,
      position: own?.position ?? 0,
      points: own?.points ?? 0,
      calendarUrl: divisionUrl(siteOrigin(scope.frenoyUrl, matchUrl), team),
    };
  });
}
