import { PLAYER_MOMENT_LIMIT } from '@clubhuis/contract/rules/playermoments';
import { queryOptions } from '@tanstack/react-query';
import { post } from '../../api/api';
import { callQuery } from '../../api/calls';
import { mergeMoments } from './momentRules';

/**
 * The member's next moments; withFuture adds the second call for the moments after them (spec 01
 * section 7), merged into one list cached under the list's path (so invalidating that path reaches it).
 */
export function momentsQuery(memberId: number, withFuture: boolean) {
  const base = { member_id: memberId, limit: PLAYER_MOMENT_LIMIT };
  return queryOptions({
    queryKey: callQuery('playermoment/playermoment_list.php', { ...base, infuture: withFuture }).queryKey,
    queryFn: async ({ signal }) => {
      const [next, later] = await Promise.all([
        post('playermoment/playermoment_list.php', base, signal),
        withFuture ? post('playermoment/playermoment_list.php', { ...base, infuture: true }, signal) : [],
      ]);
      return mergeMoments(next, later);
    },
  });
}
