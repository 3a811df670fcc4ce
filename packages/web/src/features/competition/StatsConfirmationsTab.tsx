import type { TeamConfirmation } from '@clubhuis/contract/entities/competition';
import { Stack, Switch, Text } from '@mantine/core';
import { Table } from '../../ui/Table';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { ConfirmationLegend } from './ConfirmationLegend';
import { cellKey, cellView, confirmationMatrix, type CellView, type MatrixMeeting } from './confirmationMatrix';
import { formatShortDate } from '../../ui/dates';
import { CellMarks } from './CellMarks';
import { competitionTexts as t } from './messages';
import { ScrollTable, STICKY_CELL } from '../../ui/ScrollTable';
import { QueryState } from '../../ui/QueryState';
import { useLoadError } from './useLoadError';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';

const CELL_BACKGROUND: Record<CellView['tone'], string | undefined> = {
  setUp: 'var(--mantine-color-blue-1)',
  yes: 'var(--mantine-color-green-1)',
  no: 'var(--mantine-color-red-1)',
  unanswered: undefined,
};

/** Confirmations and line-ups (teamcomposition/confirmationList): meetings as rows, players as columns. */
export function StatsConfirmationsTab({ teamId }: { teamId: number }) {
  const query = useCall('teamcomposition/confirmationList', { teamId });
  useLoadError(query.error, t.confirmationsLoadFailed);
  return (
    <QueryState skeleton="rows" query={query} empty={t.noConfirmations}>
      {(list) => <Matrix list={list} />}
    </QueryState>
  );
}

function Matrix({ list }: { list: TeamConfirmation[] }) {
  const [showPast, setShowPast] = useState(false);
  const matrix = confirmationMatrix(list, showPast);
  return (
    <Stack gap="sm">
      {(matrix.canShowPast || showPast) && (
        <Switch label={t.showPast} checked={showPast} onChange={(e) => setShowPast(e.currentTarget.checked)} />
      )}
      {matrix.meetings.length === 0 || matrix.players.length === 0 ? (
        <Text>{t.noConfirmations}</Text>
      ) : (
        <ScrollTable caption={t.confirmationsCaption} minWidth={150 + matrix.players.length * 72}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={STICKY_CELL}>{t.meetingColumn}</Table.Th>
              {matrix.players.map((p) => (
                <Table.Th key={p.playerId} ta="center" style={{ verticalAlign: 'bottom', minWidth: 64 }}>
                  {p.playerName}
                  {p.captain && <abbr title={t.captain}> ({t.captainShort})</abbr>}
                  <Text size="xs" c="gray.7">
                    {p.ranking}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matrix.meetings.map((m) => (
              <Table.Tr key={m.teamCalendarId} data-past={m.isPast || undefined}>
                <MeetingHeader meeting={m} />
                {matrix.players.map((p) => {
                  const view = cellView(matrix.cells.get(cellKey(m.teamCalendarId, p.playerId)));
                  const label = t.cellLabel(p.playerName, m.week, view.parts);
                  return (
                    <Table.Td
                      key={p.playerId}
                      ta="center"
                      data-cell={view.tone}
                      aria-label={label}
                      title={label}
                      style={{ background: CELL_BACKGROUND[view.tone], whiteSpace: 'nowrap' }}
                    >
                      <CellMarks marks={view.marks} />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" style={STICKY_CELL}>
                {t.participationsRow}
              </Table.Th>
              {matrix.players.map((p) => (
                <Table.Td key={p.playerId} ta="center">
                  {p.nrOfParticipations}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </ScrollTable>
      )}
      <ConfirmationLegend />
    </Stack>
  );
}

function MeetingHeader({ meeting: m }: { meeting: MatrixMeeting }) {
  return (
    <Table.Th scope="row" style={{ ...STICKY_CELL, whiteSpace: 'normal', minWidth: 140, maxWidth: 180 }}>
      <Text size="sm" fw={700}>
        {t.weekShort(m.week)} · {formatShortDate(m.meetingDate)} · {m.isHome ? t.home : t.away}
      </Text>
      <Text size="xs" fw={400}>
        {m.meeting}
      </Text>
    </Table.Th>
  );
}
