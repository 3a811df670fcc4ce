import type { SessionUser } from '@clubhuis/contract/entities/session';
import type { ComposeRights } from '@clubhuis/contract/rules/interclub';
import { memberIdsOf } from '../../session/sessionStore';

/** The rights the interclub rules ask for; a user without linked members acts as its own member. */
export function composeRights(user: SessionUser | null): ComposeRights {
  if (!user) return { composeAnyTeam: false, composeAsCaptain: false, memberIds: [] };
  return { composeAnyTeam: user.composeAnyTeam, composeAsCaptain: user.composeAsCaptain, memberIds: memberIdsOf(user) };
}

