import { VisuallyHidden } from '@mantine/core';
import { Table } from '../../ui/Table';
import { useCall } from '../../api/calls';
import { competitionTexts as t } from './messages';
import { ScrollTable } from '../../ui/ScrollTable';
import { QueryState } from '../../ui/QueryState';
import { useLoadError } from './useLoadError';
import '@mantine/core/styles/VisuallyHidden.css';

const CLUB_ROW = { background: 'var(--mantine-color-blue-1)', fontWeight: 700 };

/** The division's ranking (team/rankings); the club's own teams stand out. */
export function StatsRankingTab({ teamId }: { teamId: number }) {
  const query = useCall('team/rankings', { team_id: teamId });
  useLoadError(query.error, t.rankingsLoadFailed);
  return (
    <QueryState skeleton="rows" query={query} empty={t.noRanking}>
      {(rows) => (
        <ScrollTable caption={t.rankingCaption} minWidth={360}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th title={t.positionLong}>{t.position}</Table.Th>
              <Table.Th>{t.team}</Table.Th>
              <Table.Th ta="right">{t.played}</Table.Th>
              <Table.Th ta="right" title={t.won}>
                {t.wonShort}
              </Table.Th>
              <Table.Th ta="right" title={t.lost}>
                {t.lostShort}
              </Table.Th>
              <Table.Th ta="right" title={t.equal}>
                {t.draw}
              </Table.Th>
              <Table.Th ta="right">{t.points}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr
                key={`${r.position}-${r.team}`}
                data-club-team={r.isClubTeam || undefined}
                style={r.isClubTeam ? CLUB_ROW : undefined}
              >
                <Table.Td>{r.position}</Table.Td>
                <Table.Td>
                  {r.team}
                  {r.isClubTeam && <VisuallyHidden> ({t.clubTeam})</VisuallyHidden>}
                </Table.Td>
                <Table.Td ta="right">{r.gamesPlayed}</Table.Td>
                <Table.Td ta="right">{r.gamesWon}</Table.Td>
                <Table.Td ta="right">{r.gamesLost}</Table.Td>
                <Table.Td ta="right">{r.gamesDraw}</Table.Td>
                <Table.Td ta="right">{r.points}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </QueryState>
  );
}
