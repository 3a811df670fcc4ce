import { PLAYER_MOMENT_LIMIT } from '@clubhuis/contract/rules/playermoments';
import { queryOptions } from '@tanstack/react-query';
import { post } from '../../api/api';
import { mergeMoments } from './momentRules';

/** Query keys of play moments; all under 'playermoments' (dropped at login and logout like every user query). */
export const playerMomentsKeys = {
  all: ['playermoments'] as const,
  moments: () => ['playermoments', 'moments'] as const,
  reservations: () => ['playermoments', 'reservations'] as const,
  presences: (eventId: number) => ['playermoments', 'presences', eventId] as const,
};

/** Loaders; lists keep the app's 60 s stale time (spec 01 section 4), 'Vernieuwen' and a cancel force a reload. */
export const playerMomentsQueries = {
  /** The member's next moments; withFuture adds the second call for the moments after them (spec 01 section 7). */
  moments: (memberId: number, withFuture: boolean) =>
    queryOptions({
      queryKey: [...playerMomentsKeys.moments(), memberId, withFuture] as const,
      queryFn: async ({ signal }) => {
        const base = { member_id: memberId, limit: PLAYER_MOMENT_LIMIT };
        const [next, later] = await Promise.all([
          post('playermoment/playermoment_list.php', base, signal),
          withFuture ? post('playermoment/playermoment_list.php', { ...base, infuture: true }, signal) : [],
        ]);
        return mergeMoments(next, later);
      },
    }),
  reservations: (memberIds: number[]) =>
    queryOptions({
      queryKey: [...playerMomentsKeys.reservations(), memberIds] as const,
      queryFn: ({ signal }) => post('reservation/list.php', { member_ids: memberIds }, signal),
    }),
  presences: (eventId: number) =>
    queryOptions({
      queryKey: playerMomentsKeys.presences(eventId),
      queryFn: ({ signal }) => post('presence/list.php', { event_id: eventId }, signal),
    }),
  /** Everyone who can be added as an occasional player. */
  activeMembers: () =>
    queryOptions({
      queryKey: ['playermoments', 'activeMembers'] as const,
      queryFn: ({ signal }) => post('member/getList.php', { allmembers: true }, signal),
    }),
};
