import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner';
import { useLoadError } from './useLoadError';

interface TabStateProps<T> {
  query: UseQueryResult<T[]>;
  /** The Dutch default of spec 01 section 8 when the load fails without a server message. */
  fallback: string;
  empty: string;
  children: (data: T[]) => ReactNode;
}

/** One statistics tab: a spinner while loading, the error dialog on failure, a line when empty. */
export function TabState<T>({ query, fallback, empty, children }: TabStateProps<T>) {
  useLoadError(query.error, fallback);
  if (query.isPending) return query.isError ? null : <Spinner />;
  if (!query.data) return null;
  if (query.data.length === 0) return <Text>{empty}</Text>;
  return <>{children(query.data)}</>;
}
