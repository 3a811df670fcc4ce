import { TIME_ZONE } from '@clubhuis/contract/rules/interclub';
import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { interclubQueries } from './interclubQueries';
import { interclubTexts as t } from './messages';
import { useErrorDialogFor } from '../../app/errors/useErrorDialogFor';
import '@mantine/core/styles/List.css';

const LOG_DATE = new Intl.DateTimeFormat('nl-BE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A log date (ISO timestamp) on the Brussels clock as '12/10/2025 19:05'; an unreadable one as given. */
export function formatLogDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = LOG_DATE.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The changes made to a meeting's line-up (teamcomposition/compositionLog), newest as the server orders them. */
export function CompositionLogList({ meetingId }: { meetingId: number }) {
  const log = useQuery(interclubQueries.compositionLog(meetingId));
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
              {formatLogDate(row.logDate)} – {[row.member, row.modification].filter(Boolean).join(': ')} ({t.by}{' '}
              {row.userName})
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
