import { callTraits } from '@clubhuis/contract/callTraits';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';
import { forgetUserAnswers } from './offlineAnswers';

/** A 4xx answer will not change by asking again; a lost connection or a 5xx may (once). */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Spec 01 section 4: cached lists refresh only when older than 60 seconds, unless forced. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry }, mutations: { retry: false } },
  });
}

export const queryClient = createQueryClient();

/**
 * Answers that do not depend on who is logged in: settings.json and the tokenless calls (the config).
 * Everything else is dropped at login and logout.
 */
function isPublicKey(root: unknown): boolean {
  if (root === 'settings') return true;
  return typeof root === 'string' && callTraits(root).tokenless;
}

export function clearUserQueries(client: QueryClient = queryClient): void {
  client.removeQueries({ predicate: (query) => !isPublicKey(query.queryKey[0]) });
  void forgetUserAnswers();
}
