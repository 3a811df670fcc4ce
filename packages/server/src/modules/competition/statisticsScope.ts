import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appConfig, clubs, teams } from '../../db/schema.ts';
import type { ServerConfig } from '../../config.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { statisticsText } from './messages.ts';
import { currentSeasonOf } from '../interclub/season.ts';

/** The club whose statistics a call shows, with what the mappings need from it. */
export interface ClubScope {
  clubId: number;
  /** The club's code at the federation: division ranking rows with this teamClub are the club's. */
  clubCode: string;
  /** The club's current season (its latest teams' season); null while it has no teams. */
  season: string | null;
  /** The competition site link of the app config ('' when none). */
  frenoyUrl: string;
  /** Logged in: a user of this club, who may see members' contact data and answers. */
  member: boolean;
}

export interface TeamScope extends ClubScope {
  team: typeof teams.$inferSelect;
}

/**
 * Statistics are public: an anonymous caller sees the club of the deployment, chosen as
 * general/config.php chooses it (CLUB_CODE, else the first club); a logged-in caller its own club.
 */
function clubCondition(user: RequestUser | null, config: ServerConfig): SQL {
  if (user) return eq(clubs.id, user.clubId);
  if (config.defaultClubCode) return eq(clubs.code, config.defaultClubCode);
  return sql`${clubs.id} = (select min(c.id) from ${clubs} c)`;
}

const seasonOfClub = currentSeasonOf(clubs.id);

/** The club (one statement). */
export async function clubScope(db: Db, user: RequestUser | null, config: ServerConfig): Promise<ClubScope> {
  const [row] = await db
    .select({ clubId: clubs.id, clubCode: clubs.code, frenoyUrl: appConfig.frenoyUrl, season: seasonOfClub })
    .from(clubs)
    .leftJoin(appConfig, eq(appConfig.clubId, clubs.id))
    .where(clubCondition(user, config))
    .orderBy(asc(clubs.id))
    .limit(1);
  if (!row) throw new ApiError(404, statisticsText.unknownClub);
  return { ...row, frenoyUrl: row.frenoyUrl ?? '', member: user !== null };
}

/**
 * One team of the club's current season, with its club (one statement). A team of another club or
 * of an earlier season is unknown here: 404.
 */
export async function teamScope(db: Db, user: RequestUser | null, config: ServerConfig, teamId: number): Promise<TeamScope> {
  const [row] = await db
    .select({ team: teams, clubId: clubs.id, clubCode: clubs.code, frenoyUrl: appConfig.frenoyUrl })
    .from(teams)
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .leftJoin(appConfig, eq(appConfig.clubId, clubs.id))
    .where(and(eq(teams.id, teamId), clubCondition(user, config), sql`${teams.season} = ${seasonOfClub}`));
  if (!row) throw new ApiError(404, statisticsText.unknownTeam);
  return { ...row, frenoyUrl: row.frenoyUrl ?? '', season: row.team.season, member: user !== null };
}
