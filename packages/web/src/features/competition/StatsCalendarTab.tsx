import { toneOf } from '@clubhuis/contract/rules/competition';
import { Anchor, Badge, Text } from '@mantine/core';
import { Table } from '../../ui/Table';
import { useCall } from '../../api/calls';
import { formatShortDate } from '../../ui/dates';
import { competitionTexts as t } from './messages';
import { ScrollTable } from '../../ui/ScrollTable';
import { QueryState } from '../../ui/QueryState';
import { useLoadError } from './useLoadError';
import { TONE_COLOR, toneLabel } from './tone';
import '@mantine/core/styles/Badge.css';

/** The team's season (team/calendar): week, date, home and away team, the score styled won, lost or equal. */
export function StatsCalendarTab({ teamId }: { teamId: number }) {
  const query = useCall('team/calendar', { team_id: teamId });
  useLoadError(query.error, t.calendarsLoadFailed);
  return (
    <QueryState skeleton="rows" query={query} empty={t.noCalendar}>
      {(rows) => (
        <ScrollTable caption={t.calendarCaption} minWidth={340}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.week}</Table.Th>
              <Table.Th>{t.date}</Table.Th>
              <Table.Th>{t.meetingColumn}</Table.Th>
              <Table.Th>{t.result}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const tone = toneOf(r.won);
              const played = r.score !== '';
              return (
                <Table.Tr key={`${r.week}-${r.playId}`} data-tone={played ? tone : 'none'}>
                  <Table.Td>{r.week}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(r.playDate)}</Table.Td>
                  <Table.Td>
                    {r.matchUrl ? (
                      <Anchor href={r.matchUrl} target="_blank" rel="noopener noreferrer" size="sm">
                        {r.homeTeam} - {r.outTeam}
                      </Anchor>
                    ) : (
                      <Text size="sm">
                        {r.homeTeam} - {r.outTeam}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {played && (
                      <Badge
                        color={TONE_COLOR[tone]}
                        variant="light"
                        aria-label={t.scoreWithTone(r.score, toneLabel(tone).toLowerCase())}
                        style={{ ['--badge-color' as string]: 'var(--mantine-color-gray-9)' }}
                      >
                        {r.score}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ScrollTable>
      )}
    </QueryState>
  );
}
