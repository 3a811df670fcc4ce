import type { RankingHistoryEntry } from '@clubhuis/contract/entities/competition';
import { Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useCall } from '../../api/calls';
import { lazyPage } from '../../router/lazyPage';
import { formatDate } from '../../ui/dates';
import { QueryState } from '../../ui/QueryState';
import { ScrollTable } from '../../ui/ScrollTable';
import { Table } from '../../ui/Table';
import { competitionTexts as t } from './messages';
import { useLoadError } from './useLoadError';

// The chart is its own chunk, loaded when this tab opens: the results screen's first paint carries none of it.
const RankingChart = lazyPage(() => import('./RankingChart'), 'RankingChart');

/** The points method the chart follows: ELO when the site gave it, else the first with values. */
export function chartMethod(entries: readonly RankingHistoryEntry[]): string | null {
  const withValues = entries.filter((e) => e.Value !== null);
  if (withValues.some((e) => e.Method.toUpperCase() === 'ELO')) return withValues.find((e) => e.Method.toUpperCase() === 'ELO')!.Method;
  return withValues[0]?.Method ?? null;
}

/** 'Verloop': the member's ELO over the seasons the club kept, as a chart and as a table with every value. */
export function ResultsHistoryTab({ memberId }: { memberId: number }) {
  const history = useCall('frenoy/rankingHistory', { memberid: memberId });
  useLoadError(history.error, t.historyFailed);
  return (
    <QueryState query={history} skeleton="rows" empty={t.noHistory}>
      {(entries) => {
        const method = chartMethod(entries);
        const newestFirst = [...entries].reverse();
        return (
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t.historyTitle}
            </Title>
            {method && (
              <Suspense fallback={<div style={{ aspectRatio: '2 / 1', maxWidth: 560 }} />}>
                <RankingChart points={entries.filter((e) => e.Method === method)} method={method} />
              </Suspense>
            )}
            <ScrollTable caption={t.historyCaption} minWidth={320}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.date}</Table.Th>
                  <Table.Th>{t.season}</Table.Th>
                  <Table.Th>{t.method}</Table.Th>
                  <Table.Th>{t.value}</Table.Th>
                  <Table.Th>{t.ranking}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {newestFirst.map((e, i) => (
                  <Table.Tr key={`${e.SeenOn}-${e.Method}-${i}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.SeenOn)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.Season}</Table.Td>
                    <Table.Td>{e.Method}</Table.Td>
                    <Table.Td>{e.Value ?? ''}</Table.Td>
                    <Table.Td>{e.Ranking}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ScrollTable>
            {entries.length > 0 && !method && <Text size="sm">{t.noElo}</Text>}
          </Stack>
        );
      }}
    </QueryState>
  );
}
