import type { Path, RequestOf } from '@clubhuis/contract/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import type { AnswerOf } from './api';

/**
 * The query client's cached answers by path, typed by the catalogue: what a write's `updates` (and a
 * screen's 'Vernieuwen') may change. The key stays the kernel's ([path, body]); screens never spell it.
 */
export interface CachedAnswers {
  /** Every cached answer of the path (any body) through `change`; an entry not loaded yet stays so. */
  updateAll<P extends Path>(path: P, change: (answer: AnswerOf<P>, body: RequestOf<P>) => AnswerOf<P>): void;
  /** The cached answer of one call (undefined when it was never loaded) through `change`. */
  update<P extends Path>(path: P, body: RequestOf<P>, change: (answer: AnswerOf<P> | undefined) => AnswerOf<P> | undefined): void;
  /** This answer as the answer of one call (a write that answers the whole new list). */
  set<P extends Path>(path: P, body: RequestOf<P>, answer: AnswerOf<P>): void;
  /** Marks one call stale; `now` also loads it again where a screen shows it. */
  invalidate<P extends Path>(path: P, body: RequestOf<P>, now?: boolean): Promise<void>;
  /** Marks every call of these paths stale; `now` also loads them again where a screen shows them. */
  invalidatePaths(paths: readonly Path[], now?: boolean): Promise<void>;
}

/** Marks every cached call of these paths stale (any body); the screens showing them load them again when next used. */
export function invalidatePaths(client: QueryClient, paths: readonly Path[], refetchType: 'active' | 'none' = 'none') {
  return client.invalidateQueries({ predicate: (q) => paths.includes(q.queryKey[0] as Path), refetchType });
}

export function cachedAnswers(client: QueryClient): CachedAnswers {
  return {
    updateAll(path, change) {
      for (const query of client.getQueryCache().findAll({ queryKey: [path] })) {
        const [, body] = query.queryKey as [typeof path, RequestOf<typeof path>];
        client.setQueryData(query.queryKey, (answer: AnswerOf<typeof path> | undefined) => answer && change(answer, body));
      }
    },
    update(path, body, change) {
      client.setQueryData([path, body], change);
    },
    set(path, body, answer) {
      client.setQueryData([path, body], answer);
    },
    invalidate(path, body, now = false) {
      return client.invalidateQueries({ queryKey: [path, body], exact: true, refetchType: now ? 'active' : 'none' });
    },
    invalidatePaths(paths, now = false) {
      return invalidatePaths(client, paths, now ? 'active' : 'none');
    },
  };
}
