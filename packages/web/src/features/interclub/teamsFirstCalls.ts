import type { SessionUser } from '@clubhuis/contract/entities/session';
import type { QueryClient } from '@tanstack/react-query';
import { callQuery } from '../../api/calls';
import { getSession } from '../../session/sessionStore';
import type { MeetingFilter } from './meetingFilter';

/** Composers of any team start with every team; members with their own. */
export function startFilter(user: SessionUser | null): MeetingFilter {
  return { when: 'coming', onlyMine: !user?.composeAnyTeam };
}

/** The server narrows to the member's teams too, so the answer holds only what the screen shows. */
export function mineOf(filter: MeetingFilter, memberId: number): { member_id?: number } {
  return filter.onlyMine && memberId > 0 ? { member_id: memberId } : {};
}

/**
 * /teams' first calls, started at startup together with the config when the app opens on /teams
 * (issue 16): the same cache entries the screen asks for, so it finds them under way or answered.
 * The follows too: every card's bell asks for them, and asked only then, they came a round trip after
 * the cards (issue 30).
 */
export async function prefetchTeams(client: QueryClient): Promise<void> {
  const { user, selectedMemberId } = getSession();
  if (!user) return;
  const coming = { when: 'coming', ...mineOf(startFilter(user), selectedMemberId) } as const;
  await Promise.all([
    client.prefetchQuery(callQuery('teamcomposition/list', coming)),
    selectedMemberId > 0 && client.prefetchQuery(callQuery('teamcomposition/absenceList', { member_id: selectedMemberId })),
    client.prefetchQuery(callQuery('teamcomposition/followedTeams', {})),
  ]);
}
