import { Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { QueryState, type QueryLike } from './QueryState';
import { SearchInput } from './SearchInput';
import { RefreshButton } from './RefreshButton';

interface SearchListPageProps<T> {
  title: string;
  /** The list's call (useCall's answer): 'Vernieuwen' reloads it whatever its age. */
  query: QueryLike<T[]> & { isFetching: boolean; refresh: () => unknown };
  /** Whether an item is shown for what was typed (and any filter of the page's own). */
  matches: (item: T, search: string) => boolean;
  /** The line above the list: how many are shown. */
  count?: (shown: number) => string;
  /** Shown when nothing matches (or the list is empty). */
  empty: string;
  /** The page's own filters under the search (a switch). */
  filters?: ReactNode;
  children: (shown: T[]) => ReactNode;
}

/**
 * A searchable list screen, the one way: its title, the search field with 'Vernieuwen' beside it,
 * the page's filters, then the call's state (QueryState), the count of what matches and the list.
 */
export function SearchListPage<T>({ title, query, matches, count, empty, filters, children }: SearchListPageProps<T>) {
  const [search, setSearch] = useState('');
  const shown = (query.data ?? []).filter((item) => matches(item, search));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{title}</Title>
      <Group gap="xs" align="flex-end">
        <SearchInput value={search} onChange={setSearch} grow />
        <RefreshButton loading={query.isFetching} onRefresh={query.refresh} />
      </Group>
      {filters}
      <QueryState query={query} empty={empty} isEmpty={() => shown.length === 0} skeleton="cards">
        {() => (
          <>
            {count && (
              <Text size="sm" c="dimmed">
                {count(shown.length)}
              </Text>
            )}
            {children(shown)}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
