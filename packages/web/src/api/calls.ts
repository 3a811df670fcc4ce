import type { Path, RequestOf } from '@clubhuis/contract/catalogue';
import {
  queryOptions,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { post, type AnswerOf } from './api';
import { cachedAnswers, invalidatePaths, type CachedAnswers } from './cachedAnswers';

export { invalidatePaths, type CachedAnswers };

/** Every call's cache key: its path, then its body; the same call is one cache entry wherever it is used. */
export type CallKey<P extends Path> = readonly [P, RequestOf<P>];

/** Query options of one catalogue call, with the client's default 60 s staleness (startup prefetches). */
export function callQuery<P extends Path>(path: P, body: RequestOf<P>) {
  return queryOptions({
    queryKey: [path, body] as CallKey<P>,
    queryFn: ({ signal }) => post(path, body, signal),
  });
}

/** Per call: enabled, staleTime, refetchInterval (live scores), retry, select … everything but key and fetch. */
export type CallOptions<P extends Path, T = AnswerOf<P>> = Omit<UseQueryOptions<AnswerOf<P>, Error, T, CallKey<P>>, 'queryKey' | 'queryFn'>;

/** useQuery of one call, plus refresh(): a forced reload whatever its age ('Vernieuwen'), answering the fresh data. */
export function useCall<P extends Path, T = AnswerOf<P>>(path: P, body: RequestOf<P>, options?: CallOptions<P, T>) {
  const query = useQuery<AnswerOf<P>, Error, T, CallKey<P>>({
    queryKey: [path, body],
    queryFn: ({ signal }) => post(path, body, signal),
    ...options,
  });
  return Object.assign(query, { refresh: async () => (await query.refetch()).data });
}

/** Whether any call of this path is loading now (a 'Vernieuwen' button's busy state over several pages). */
export function useLoadingPath(path: Path): boolean {
  return useIsFetching({ queryKey: [path] }) > 0;
}

/** The cached answers for a screen that changes them outside a write (a 'Vernieuwen' of several lists). */
export function useCachedAnswers(): CachedAnswers {
  const client = useQueryClient();
  return useMemo(() => cachedAnswers(client), [client]);
}

type MutationOptions<P extends Path, C> = Omit<UseMutationOptions<AnswerOf<P>, Error, RequestOf<P>, C>, 'mutationFn'> & {
  /** Paths whose cached answers this call makes stale. */
  invalidates?: readonly Path[];
  /** Also load them again now where a screen shows them (a list next to its edit dialog). */
  refetchActive?: boolean;
  /** Mark them stale after a refusal too (the league: a refused action may still have changed the poule). */
  invalidateAlways?: boolean;
  /**
   * Puts what the write answered into other cached answers before onSuccess runs (a returned meeting
   * into every cached list of meetings), so every screen shows it at once without asking again.
   */
  updates?: (cache: CachedAnswers, answer: AnswerOf<P>, body: RequestOf<P>) => void | Promise<void>;
};

/**
 * useMutation of one call; after success the invalidated paths are marked stale and `updates` has
 * written the answer into the cache before onSuccess runs.
 */
export function useCallMutation<P extends Path, C = unknown>(path: P, options: MutationOptions<P, C> = {}) {
  const client = useQueryClient();
  const { invalidates = [], refetchActive = false, invalidateAlways = false, updates, onSuccess, onSettled, ...rest } = options;
  const invalidate = () => invalidatePaths(client, invalidates, refetchActive ? 'active' : 'none');
  return useMutation({
    ...rest,
    mutationFn: (body: RequestOf<P>) => post(path, body),
    onSuccess: async (...args) => {
      if (invalidates.length > 0 && !invalidateAlways) await invalidate();
      await updates?.(cachedAnswers(client), args[0], args[1]);
      await onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      if (invalidates.length > 0 && invalidateAlways) await invalidate();
      await onSettled?.(...args);
    },
  });
}
