import type { IndividualResults } from '@clubhuis/contract/entities/competition';
import { Badge, Text } from '@mantine/core';
import { Table } from '../../ui/Table';
import { formatDate } from '../../ui/dates';
import { competitionTexts as t } from './messages';
import { ScrollTable } from '../../ui/ScrollTable';
import '@mantine/core/styles/Badge.css';

type Detail = IndividualResults['DetailResults'][number];

/** Every individual match of the season, newest first; 'D' is a loss (spec 01 section 3). */
export function ResultsMatchesTab({ matches }: { matches: readonly Detail[] }) {
  if (matches.length === 0) return <Text>{t.noMatches}</Text>;
  const sorted = [...matches].sort((a, b) => b.Date.localeCompare(a.Date) || b.MatchIndex - a.MatchIndex);
  return (
    <ScrollTable caption={t.matchesCaption} minWidth={520}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.date}</Table.Th>
          <Table.Th>{t.opponent}</Table.Th>
          <Table.Th>{t.ranking}</Table.Th>
          <Table.Th>{t.result}</Table.Th>
          <Table.Th>{t.sets}</Table.Th>
          <Table.Th>{t.club}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((m) => {
          const lost = m.Result === 'D';
          return (
            <Table.Tr key={`${m.MatchIndex}-${m.Date}-${m.LastName}-${m.FirstName}`} data-result={lost ? 'lost' : 'won'}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(m.Date)}
                {m.CompetitionType === 'T' && (
                  <Text component="span" size="xs" c="gray.7" display="block">
                    {t.tournament}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {m.FirstName} {m.LastName}
              </Table.Td>
              <Table.Td>{m.Ranking}</Table.Td>
              <Table.Td>
                <Badge
                  color={lost ? 'red' : 'green'}
                  variant="light"
                  aria-label={lost ? t.lost : t.won}
                  style={{ ['--badge-color' as string]: 'var(--mantine-color-gray-9)' }}
                >
                  {m.Result}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {m.SetFor}-{m.SetAgainst}
              </Table.Td>
              <Table.Td>{m.Club}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ScrollTable>
  );
}
