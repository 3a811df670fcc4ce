import { List, Stack, Text } from '@mantine/core';
import { useCall } from '../../api/calls';
import { interclubTexts as t } from './messages';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { formatStamp } from '../../ui/dates';
import '@mantine/core/styles/List.css';

/** The changes made to a meeting's line-up (teamcomposition/compositionLog), newest as the server orders them. */
export function CompositionLogList({ meetingId }: { meetingId: number }) {
  const log = useCall('teamcomposition/compositionLog', { teamcalendar_id: meetingId }, { staleTime: 0 }) // every save adds rows: always ask again;
  useErrorDialogFor(log.error, t.compositionErrorTitle, t.compositionLogLoadFailed);
  const rows = log.data ?? [];

  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t.compositionLog}
      </Text>
      {log.isSuccess && rows.length === 0 && (
        <Text size="sm" c="gray.7">
          {t.noCompositionLog}
        </Text>
      )}
      {rows.length > 0 && (
        <List size="sm" spacing={2}>
          {rows.map((row, i) => (
            <List.Item key={i}>
              {formatStamp(row.logDate)} – {[row.member, row.modification].filter(Boolean).join(': ')} ({t.by}{' '}
              {row.userName})
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
