import { Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { uiTexts } from './messages';
import { ShellButton } from './ShellButton';
import { ListSkeleton, type SkeletonShape } from './ListSkeleton';
import { Spinner } from './Spinner';

/** What QueryState reads of a call (useCall's answer, or several calls merged into one). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown instead of the children when the answer is empty (an empty list, or what isEmpty says). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children?: (data: T) => ReactNode;
  /** While it loads: the list's shape (cards or table rows) instead of a lone spinner. */
  skeleton?: SkeletonShape;
}

/**
 * A call's state on a screen, the one way: while it loads the list's shape (skeleton) or the spinner
 * (offline: that it needs the network), after a failure a 'Herprobeer' button that asks again (the error dialog has said what went
 * wrong), the empty text for an empty answer, else the children with the answer.
 */
export function QueryState<T>({ query, empty, isEmpty, children, skeleton }: QueryStateProps<T>) {
  if (query.data === undefined) {
    if (!query.isError) return skeleton ? <ListSkeleton shape={skeleton} /> : <Spinner />;
    return (
      <Center h={80}>
        <ShellButton variant="light" onClick={() => void query.refetch()}>
          {uiTexts.retry}
        </ShellButton>
      </Center>
    );
  }
  const none = isEmpty ? isEmpty(query.data) : Array.isArray(query.data) && query.data.length === 0;
  if (empty !== undefined && none) return typeof empty === 'string' ? <Text>{empty}</Text> : empty;
  return <>{children?.(query.data)}</>;
}
