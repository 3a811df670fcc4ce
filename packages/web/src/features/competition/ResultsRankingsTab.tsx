import type { IndividualResults } from '@clubhuis/contract/entities/competition';
import { Table } from '../../ui/Table';
import { competitionTexts as t } from './messages';
import { PercentBar } from './PercentBar';
import { ScrollTable } from '../../ui/ScrollTable';

/** Per ranking class of the opponents: won, lost and the won share with its bar. */
export function ResultsRankingsTab({ rankings }: { rankings: IndividualResults['RankingResults'] }) {
  return (
    <ScrollTable caption={t.rankingsTab}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.ranking}</Table.Th>
          <Table.Th ta="right" title={t.won}>
            {t.wonShort}
          </Table.Th>
          <Table.Th ta="right" title={t.lost}>
            {t.lostShort}
          </Table.Th>
          <Table.Th>{t.percentage}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rankings.map((r) => (
          <Table.Tr key={r.Ranking}>
            <Table.Th scope="row">{r.Ranking}</Table.Th>
            <Table.Td ta="right">{r.Won}</Table.Td>
            <Table.Td ta="right">{r.Lost}</Table.Td>
            <Table.Td w="45%">
              <PercentBar percentageString={r.PercentageString || `${r.Percentage}%`} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
