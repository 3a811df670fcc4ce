import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';

/** Queries that do not depend on who is logged in; everything else is dropped at login and logout. */
const PUBLIC_QUERY_ROOTS = new Set(['settings', 'config']);

/** A 4xx answer will not change by asking again; a lost connection or a 5xx may (once). */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // Spec 01 section 4: cached lists refresh only when older than 60 seconds, unless forced.
    queries: { staleTime: 60_000, retry: shouldRetry },
    mutations: { retry: false },
  },
});

export function clearUserQueries(): void {
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) });
}
