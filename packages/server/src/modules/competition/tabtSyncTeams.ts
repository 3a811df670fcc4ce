import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, teams } from '../../db/schema.ts';
import { createTeam, updateTeamDivision } from '../interclub/siteImport.ts';
import type { TabtClubTeam, TabtTeamMatch } from '../../adapters/tabt/tabtSchemas.ts';
import type { TabtSite } from '../../adapters/tabt/tabtSite.ts';
import type { SyncSummary } from './tabtSyncSummary.ts';

/* The sync's first step: the club's teams of the season from the site (see tabtSync.ts). */

type ClubRow = typeof clubs.$inferSelect;
type TeamRow = typeof teams.$inferSelect;

/** Players per team when no sheet tells: Sporta plays with three, the others with four. */
const DEFAULT_PLAYERS = (site: TabtSite) => (site.federation === 'SPORTA' ? 3 : 4);

/** Teams of the season, created or updated by letter and division; captain, players and rules stay ours. */
export async function syncTeams(
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
      const changes: Pick<Partial<TeamRow>, 'division' | 'divisionId'> = {};
      if (team.division !== entry.DivisionName) changes.division = entry.DivisionName;
      if (team.divisionId !== entry.DivisionId) changes.divisionId = entry.DivisionId;
      if (Object.keys(changes).length === 0) continue;
      await updateTeamDivision(db, team.id, changes);
      Object.assign(team, changes);
      summary.teamsUpdated++;
    } else {
      const created = await createTeam(db, {
        clubId: club.id,
        season: seasonName,
        sport: 'tabletennis',
        name: `${club.name} ${letter}`,
        division: entry.DivisionName,
        divisionId: entry.DivisionId,
        letter,
        playersPerTeam: playersPerTeam(sheets, club.code, entry) ?? DEFAULT_PLAYERS(site),
      });
      ours.push(created);
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
