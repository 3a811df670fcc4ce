import type { MemberCard } from '@clubhuis/contract/entities/members';
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from './sessionQueries';
import { memberIdsOf, useSession } from './sessionStore';

/** The members the logged-in user may act as (spec 01 section 3, myMembers); empty when logged out. */
export function useMyMembers(): MemberCard[] {
  const { user } = useSession();
  const ids = user ? memberIdsOf(user) : [];
  const { data } = useQuery({ ...sessionQueries.myMembers(ids), enabled: ids.length > 0 });
  return data ?? [];
}

/** The member chosen in 'Selecteer lid' (by default the user's own), once the cards have loaded. */
export function useSelectedMember(): MemberCard | undefined {
  const members = useMyMembers();
  const { selectedMemberId } = useSession();
  return members.find((m) => m.memberId === selectedMemberId);
}

/** The name a member is shown by in pickers: first name first. */
export function displayName(member: MemberCard): string {
  const full = `${member.firstName} ${member.lastName}`.trim();
  return full || member.memberName;
}
