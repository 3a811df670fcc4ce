import { PLAYER_MOMENT_LIMIT } from '@clubhuis/contract/rules/playermoments';
import { useMemo } from 'react';
import { useCall } from '../../api/calls';
import { mergeMoments } from './momentRules';

/**
 * The member's next moments; withFuture adds the second call for the moments after them (spec 01
 * section 7), merged into one list. Both are calls of the list's path, so invalidating it reaches both.
 */
export function useMoments(memberId: number, withFuture: boolean) {
  const base = { member_id: memberId, limit: PLAYER_MOMENT_LIMIT };
  const next = useCall('playermoment/playermoment_list.php', base, { enabled: memberId > 0 });
  const later = useCall('playermoment/playermoment_list.php', { ...base, infuture: true }, { enabled: memberId > 0 && withFuture });
  const data = useMemo(
    () => (next.data && (!withFuture || later.data) ? mergeMoments(next.data, withFuture ? (later.data ?? []) : []) : undefined),
    [next.data, later.data, withFuture],
  );
  return { data, isPending: next.isPending || (withFuture && later.isPending), error: next.error ?? (withFuture ? later.error : null) };
}
