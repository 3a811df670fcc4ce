import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, teamPlayers } from '../../db/schema.ts';

/**
 * A team's roster in its order (position, then name), with what the screens show of each player:
 * interclub owns team_players, and the statistics (team/players, the confirmations matrix) read it here.
 */
export async function teamRoster(db: Db, teamId: number) {
  return db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      ranking: members.ranking,
      telephone: members.telephone,
      mobile: members.mobile,
      email: members.email,
    })
    .from(teamPlayers)
    .innerJoin(members, eq(members.id, teamPlayers.memberId))
    .where(eq(teamPlayers.teamId, teamId))
    .orderBy(asc(teamPlayers.position), asc(members.lastName), asc(members.firstName));
}
