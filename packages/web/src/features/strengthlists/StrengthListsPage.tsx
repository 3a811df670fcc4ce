import { DEFAULT_DISCIPLINE, disciplineSport } from '@clubhuis/contract/rules/strengthlists';
import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useConfig } from '../../config/useConfig';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Dropdown } from '../../ui/Dropdown';
import { QueryState } from '../../ui/QueryState';
import { strengthListsTexts as t } from './messages';
import { StrengthTable } from './StrengthTable';
import { RefreshButton } from '../../ui/RefreshButton';

/**
 * /sterktelijsten (spec 02 section 2): a discipline selector (default discipline 1) and that
 * discipline's strength list. 'Vernieuwen' asks the server to fetch it again (forceRefresh).
 */
export function StrengthListsPage() {
  const config = useConfig();
  const [discipline, setDiscipline] = useState(DEFAULT_DISCIPLINE);
  const [refreshed, setRefreshed] = useState(0);
  // A refresh is its own call (forceRefresh), so the stored list keeps showing until it answers.
  const body = refreshed > 0 ? { discipline, forceRefresh: 1 as const } : { discipline };
  const list = useCall('sterktelijsten/list.php', body, {
    // The same discipline's list stays on screen while a refresh loads; another discipline starts empty.
    placeholderData: (previous, query) => (query?.queryKey[1].discipline === discipline ? previous : undefined),
  });
  useErrorDialogFor(list.error, t.errorTitle, t.loadFailed);
  const description = config.disciplines.find((d) => d.id === discipline)?.description ?? '';
  const entries = list.data ?? [];

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t.title}</Title>
      <Group gap="xs" align="flex-end">
        <Dropdown
          label={t.discipline}
          data={config.disciplines.map((d) => ({ value: String(d.id), label: d.description }))}
          value={String(discipline)}
          onChange={(value) => {
            setDiscipline(Number(value));
            setRefreshed(0);
          }}
        />
        <RefreshButton loading={list.isFetching} onRefresh={() => (refreshed > 0 ? list.refresh() : setRefreshed(1))} />
      </Group>
      <QueryState skeleton="rows" query={list} empty={t.empty} isEmpty={() => entries.length === 0}>
        {() => (
          <StrengthTable entries={entries} tableTennis={disciplineSport(description) === 'tabletennis'} caption={t.caption(description)} />
        )}
      </QueryState>
    </Stack>
  );
}
