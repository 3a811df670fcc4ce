import { Table } from '../../ui/Table';
import { __iconNode as iconMedal } from '@tabler/icons-react/icons/IconMedal';
import { Icon } from '../../ui/Icon';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { ScrollTable } from '../../ui/ScrollTable';
import { QueryState } from '../../ui/QueryState';
import { leaguePageTexts as t, leagueTexts } from './messages';

/** Gold, silver and bronze, dark enough to stand out on white and on the dark body. */
const MEDALS = ['#a67c00', '#6b7580', '#a0522d'];

/** Tab 5 (closed series): medals for places 1 to 3 of each level, the level code where it changes, name and ranking class. */
export function RankingTab({ serieId }: { serieId: number }) {
  const rows = useCall('league/serieRanking.php', { leagueserieid: serieId });
  useErrorDialogFor(rows.error, leagueTexts.errorTitle, t.rankingLoadFailed);
  if (!rows.data) return <QueryState skeleton="rows" query={rows} />;
  return (
    <ScrollTable caption={t.ranking}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.level}</Table.Th>
          <Table.Th>#</Table.Th>
          <Table.Th>{t.name}</Table.Th>
          <Table.Th>{t.rankingClass}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.data.map((r, i) => (
          <Table.Tr key={r.leagueSerieSubscriptionId}>
            <Table.Td fw={700}>{i === 0 || rows.data[i - 1]!.levelCode !== r.levelCode ? r.levelCode : ''}</Table.Td>
            {/* Medals for places 1 to 3 of every level, not only of the first (spec 02 section 2). */}
            <Table.Td>
              {r.ranked <= 3 ? (
                <Icon node={iconMedal} label={t.place(r.ranked)} size={22} color={MEDALS[r.ranked - 1]} />
              ) : (
                r.ranked
              )}
            </Table.Td>
            <Table.Td>{r.memberName}</Table.Td>
            <Table.Td>{r.ranking}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
