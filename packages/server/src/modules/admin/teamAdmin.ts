import { seasonOfDate } from '@clubhuis/contract/rules/interclub';
import { sportOf } from '@clubhuis/contract/rules/session';
import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { insertTeam, lockTeam, seasonOfClub, seasonTeams, setTeamPlayers, updateTeam } from '../interclub/teamWrites.ts';
import { audit } from './audit.ts';
import { adminText } from './messages.ts';
import { checkMembers } from './schedulesAdmin.ts';

export async function teamsOfClub(db: Db, clubId: number) {
  return (await seasonTeams(db, clubId)).map(({ team, players }) => ({
    teamId: team.id,
    season: team.season,
    sport: team.sport,
    name: team.name,
    description: team.description,
    division: team.division,
    playersPerTeam: team.playersPerTeam,
    startPlayerIndex: team.startPlayerIndex,
    captainMemberId: team.captainMemberId ?? 0,
    players,
  }));
}

type TeamSport = 'tabletennis' | 'padel' | 'badminton';

/** A new team's sport when none is given: the club's, from its association (a gym club's teams: table tennis). */
async function clubTeamSport(db: Db, clubId: number): Promise<TeamSport> {
  const [club] = await db.select({ association: clubs.association }).from(clubs).where(eq(clubs.id, clubId));
  const sport = sportOf(club?.association ?? '');
  return sport === 'padel' || sport === 'badminton' ? sport : 'tabletennis';
}

interface TeamBody {
  teamId: number;
  season?: string;
  sport?: TeamSport;
  name: string;
  description: string;
  division: string;
  playersPerTeam: number;
  startPlayerIndex: number;
  captainMemberId: number;
  playerIds: number[];
}

/** A season is two years that follow each other: 2026-2027. */
function followingYears(season: string): boolean {
  const [from, till] = season.split('-').map(Number);
  return till === from! + 1;
}

/** A team's settings, captain and roster in one transaction, with its audit row. */
/** A new team goes into the season given, else the club's current season, else the season of today. */
export async function saveTeam(db: Db, user: RequestUser, body: TeamBody, today: string) {
  const name = body.name.trim();
  if (!name) throw new ApiError(400, "Het veld 'name' is leeg.");
  if (body.season !== undefined && !followingYears(body.season)) throw new ApiError(400, adminText.seasonYears);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const playerIds = await checkMembers(t, user.clubId, body.playerIds, 'playerIds');
    if (body.captainMemberId) await checkMembers(t, user.clubId, [body.captainMemberId], 'captainMemberId');
    const values = {
      name,
      description: body.description.trim(),
      division: body.division.trim(),
      playersPerTeam: body.playersPerTeam,
      startPlayerIndex: body.startPlayerIndex,
      captainMemberId: body.captainMemberId || null,
    };
    let before = null;
    let team;
    if (body.teamId === 0) {
      // A club without the competition site makes its first team by hand: the Belgian season of today.
      const season = body.season ?? ((await seasonOfClub(t, user.clubId)) || seasonOfDate(today));
      team = await insertTeam(t, user.clubId, { ...values, season, sport: body.sport ?? (await clubTeamSport(t, user.clubId)) });
    } else {
      before = (await lockTeam(t, user.clubId, body.teamId)) ?? null;
      if (!before) throw new ApiError(404, adminText.unknownTeam);
      team = await updateTeam(t, body.teamId, { ...values, sport: body.sport ?? before.sport });
    }
    await setTeamPlayers(t, user.clubId, team.id, playerIds);
    await audit(t, { clubId: user.clubId, userId: user.userId, action: 'admin/interclub/teamSave', entity: 'teams', entityId: team.id, before, after: { ...team, playerIds } });
    return { teamId: team.id, message: adminText.teamSaved(team.name, playerIds.length) };
  });
}
