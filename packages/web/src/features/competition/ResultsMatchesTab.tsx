import type { IndividualResults } from '@clubhuis/contract/entities/competition';
import { Anchor, Badge, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { lazyPage } from '../../router/lazyPage';
import { Table } from '../../ui/Table';
import { compareIso, formatDate } from '../../ui/dates';
import { competitionTexts as t } from './messages';
import { ScrollTable } from '../../ui/ScrollTable';
import '@mantine/core/styles/Badge.css';

type Detail = IndividualResults['DetailResults'][number];

const HeadToHeadDialog = lazyPage(() => import('./HeadToHeadDialog'), 'HeadToHeadDialog');

/**
 * Every individual match of the season, newest first; 'D' is a loss (spec 01 section 3). With memberId
 * (the user's own member) an opponent's name opens all matches between the two (issue 34).
 */
export function ResultsMatchesTab({ matches, memberId }: { matches: readonly Detail[]; memberId?: number }) {
  const [open, setOpen] = useState<{ opponent: number; name: string } | null>(null);
  if (matches.length === 0) return <Text>{t.noMatches}</Text>;
  const sorted = [...matches].sort((a, b) => compareIso(b.Date, a.Date) || b.MatchIndex - a.MatchIndex);
  return (
    <>
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
                  {memberId && m.OpponentUniqueIndex ? (
                    <Anchor
                      component="button"
                      type="button"
                      fz="sm"
                      ta="left"
                      aria-label={t.headToHeadOpen(`${m.FirstName} ${m.LastName}`)}
                      onClick={() => setOpen({ opponent: m.OpponentUniqueIndex!, name: `${m.FirstName} ${m.LastName}` })}
                    >
                      {m.FirstName} {m.LastName}
                    </Anchor>
                  ) : (
                    <>
                      {m.FirstName} {m.LastName}
                    </>
                  )}
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
      {open && memberId && (
        <Suspense fallback={null}>
          <HeadToHeadDialog memberId={memberId} opponent={open.opponent} name={open.name} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
