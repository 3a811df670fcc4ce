import { Badge, Modal, Stack, Text } from '@mantine/core';
import { useCall } from '../../api/calls';
import { formatDate } from '../../ui/dates';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { QueryState } from '../../ui/QueryState';
import { Table } from '../../ui/Table';
import { competitionTexts as t } from './messages';
import { useLoadError } from './useLoadError';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Badge.css';

/** Every match between the member and one opponent the competition site knows (frenoy/headToHead). */
export function HeadToHeadDialog({ memberId, opponent, name, onClose }: { memberId: number; opponent: number; name: string; onClose: () => void }) {
  const answer = useCall('frenoy/headToHead', { memberid: memberId, opponent });
  useLoadError(answer.error, t.headToHeadFailed);
  return (
    <Modal opened onClose={onClose} title={t.headToHeadOpen(name)} zIndex={MODAL_Z_INDEX} closeButtonProps={{ 'aria-label': t.close }}>
      <QueryState query={answer} skeleton="rows">
        {(h) => (
          <Stack gap="sm">
            <Text fw={600}>{t.headToHeadScore(h.Won, h.Lost)}</Text>
            {h.Matches.length === 0 ? (
              <Text>{t.headToHeadNone}</Text>
            ) : (
              <Table fz="sm" aria-label={t.headToHeadTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.date}</Table.Th>
                    <Table.Th>{t.result}</Table.Th>
                    <Table.Th>{t.sets}</Table.Th>
                    <Table.Th>{t.ranking}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {h.Matches.map((m, i) => (
                    <Table.Tr key={`${m.Date}-${i}`}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(m.Date)}
                        <Text component="span" size="xs" c="gray.7" display="block">
                          {m.CompetitionType === 'T' ? m.TournamentName || t.tournament : m.Season}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={m.Result === 'D' ? 'red' : 'green'} variant="light" style={{ ['--badge-color' as string]: 'var(--mantine-color-gray-9)' }}>
                          {m.Result === 'D' ? t.lost : t.won}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {m.SetFor}-{m.SetAgainst}
                      </Table.Td>
                      <Table.Td>{m.Ranking}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {h.MissingSeasons.length > 0 && <Text size="sm">{t.headToHeadMissing(h.MissingSeasons.join(', '))}</Text>}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
