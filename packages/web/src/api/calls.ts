import type { Path, RequestOf } from '@clubhuis/contract/catalogue';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { post, type AnswerOf } from './api';

/** Every call's cache key: its path, then its body; the same call is one cache entry wherever it is used. */
export type CallKey<P extends Path> = readonly [P, RequestOf<P>];

/** Query options of one catalogue call, with the client's default 60 s staleness. */
export function callQuery<P extends Path>(path: P, body: RequestOf<P>) {
  return queryOptions({
    queryKey: [path, body] as CallKey<P>,
    queryFn: ({ signal }) => post(path, body, signal),
  });
}

type CallOptions<P extends Path, T> = Omit<UseQueryOptions<AnswerOf<P>, Error, T, CallKey<P>>, 'queryKey' | 'queryFn'>;

/** useQuery of one call, plus refresh(): a forced reload whatever its age ('Vernieuwen'), answering the fresh data. */
export function useCall<P extends Path, T = AnswerOf<P>>(path: P, body: RequestOf<P>, options?: CallOptions<P, T>) {
  const query = useQuery<AnswerOf<P>, Error, T, CallKey<P>>({
    queryKey: [path, body],
    queryFn: ({ signal }) => post(path, body, signal),
    ...options,
  });
  return Object.assign(query, { refresh: async () => (await query.refetch()).data });
}

/** Marks every cached call of these paths stale (any body); the screens showing them load them again when next used. */
export function invalidatePaths(client: QueryClient, paths: readonly Path[], refetchType: 'active' | 'none' = 'none') {
  return client.invalidateQueries({ predicate: (q) => paths.includes(q.queryKey[0] as Path), refetchType });
}

type MutationOptions<P extends Path, C> = Omit<UseMutationOptions<AnswerOf<P>, Error, RequestOf<P>, C>, 'mutationFn'> & {
  /** Paths whose cached answers this call makes stale. */
  invalidates?: readonly Path[];
  /** Also load them again now where a screen shows them (a list next to its edit dialog). */
  refetchActive?: boolean;
};

/** useMutation of one call; after success the invalidated paths are marked stale before onSuccess runs. */
export function useCallMutation<P extends Path, C = unknown>(path: P, options: MutationOptions<P, C> = {}) {
  const client = useQueryClient();
  const { invalidates = [], refetchActive = false, onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (body: RequestOf<P>) => post(path, body),
    onSuccess: async (...args) => {
      if (invalidates.length > 0) await invalidatePaths(client, invalidates, refetchActive ? 'active' : 'none');
      await onSuccess?.(...args);
    },
  });
}
