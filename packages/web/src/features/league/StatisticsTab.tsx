import { Table } from '../../ui/Table';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { ScrollTable } from '../../ui/ScrollTable';
import { QueryState } from '../../ui/QueryState';
import { leaguePageTexts as t, leagueTexts } from './messages';

const COLUMNS = [
  ['nrOf60Matches', '6-0'],
  ['nrOf61Matches', '6-1'],
  ['nrOf62Matches', '6-2'],
  ['nrOf63Matches', '6-3'],
  ['nrOf64Matches', '6-4'],
  ['nrOf75Matches', '7-5'],
  ['nrOf76Matches', '7-6'],
] as const;

/** Tab 4: per period the matches by score, replacements (Vrv) and unfinished (Ng); the total (serie 0) in bold. */
export function StatisticsTab({ leagueId }: { leagueId: number }) {
  const rows = useCall('league/statistics.php', { leagueid: leagueId });
  useErrorDialogFor(rows.error, leagueTexts.errorTitle, t.statisticsLoadFailed);
  if (!rows.data) return <QueryState skeleton="rows" query={rows} />;
  return (
    <ScrollTable caption={t.statistics}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.serie}</Table.Th>
          <Table.Th ta="right">{t.total}</Table.Th>
          {COLUMNS.map(([, label]) => (
            <Table.Th key={label} ta="right">
              {label}
            </Table.Th>
          ))}
          <Table.Th ta="right">{t.replacements}</Table.Th>
          <Table.Th ta="right">{t.unfinished}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.data.map((r) => (
          <Table.Tr key={r.serie} fw={r.serie === 0 ? 700 : undefined} data-total={r.serie === 0 || undefined}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.period}</Table.Td>
            <Table.Td ta="right">{r.nrOfMatches}</Table.Td>
            {COLUMNS.map(([key]) => (
              <Table.Td key={key} ta="right">
                {r[key]}
              </Table.Td>
            ))}
            <Table.Td ta="right">{r.nrOfReplacements}</Table.Td>
            <Table.Td ta="right">{r.nrOfUnFinishedMatches}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
