import type { TeamPlayer } from '@clubhuis/contract/entities/competition';
import type { Db } from '../../db/client.ts';
import { teamRoster } from '../interclub/teamRoster.ts';
import type { TeamScope } from './statisticsScope.ts';

/**
 * team/players: the team's roster in its order (rank 1 = first on the list), one statement.
 * Telephone and e-mail are members' data: only a logged-in user of the club gets them.
 */
export async function listRoster(db: Db, scope: TeamScope): Promise<TeamPlayer[]> {
  const rows = await teamRoster(db, scope.team.id);
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
