import { asc, eq } from 'drizzle-orm';
import type { TeamPlayer } from '@clubhuis/contract/entities/competition';
import type { Db } from '../../db/client.ts';
import { members, teamPlayers } from '../../db/schema.ts';
import type { TeamScope } from './statisticsScope.ts';

/**
 * team/players: the team's roster in its order (rank 1 = first on the list), one statement.
 * Telephone and e-mail are members' data: only a logged-in user of the club gets them.
 */
export async function listTeamPlayers(db: Db, scope: TeamScope): Promise<TeamPlayer[]> {
  const rows = await db
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
    .where(eq(teamPlayers.teamId, scope.team.id))
    .orderBy(asc(teamPlayers.position), asc(members.lastName), asc(members.firstName));
  return rows.map((r, i) => ({
    rank: i + 1,
    memberName: `${r.firstName} ${r.lastName}`,
    ranking: r.ranking,
    // The mobile number reaches a player on a match evening; the landline when there is none.
    telephone: scope.member ? r.mobile || r.telephone : '',
    email: scope.member ? r.email : '',
    captain: r.memberId === scope.team.captainMemberId,
    team: scope.team.name,
  }));
}
