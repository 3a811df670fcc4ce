import type { AuditEntry } from '@clubhuis/contract/entities/admin';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { formatStamp } from '../../ui/dates';
import { QueryState } from '../../ui/QueryState';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Card.css';

/** 'Gsm: 0470 11 22 33 → 0470 99 88 77'; a new row's field: 'Gsm: 0470 99 88 77'. */
export const changeLine = (c: AuditEntry['changes'][number]) => (c.before === '' ? t.newValueLine(c.field, c.after) : t.changeLine(c.field, c.before, c.after));

/**
 * /beheer/logboek: who changed what through club administration, newest first, as the server tells
 * it in the reader's language (who did what to whom), with when and the fields it changed.
 */
export function AuditPage() {
  const [offset, setOffset] = useState(0);
  const log = useCall('admin/audit/list', { offset });
  useErrorDialogFor(log.error, t.errorTitle, t.auditLoadFailed);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t.auditTitle}</Title>
      <QueryState skeleton="rows" query={log} empty={t.noAudit}>
        {(data) => (
          <Stack gap="xs" component="ol" aria-label={t.auditTitle} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.map((e) => (
              <Card key={e.id} withBorder padding="xs" component="li">
                <Text size="xs" c="dimmed">
                  <time dateTime={e.at}>{formatStamp(e.at)}</time>
                </Text>
                <Text size="sm" fw={600}>
                  {e.description}
                </Text>
                {e.changes.length > 0 && (
                  <Stack gap={0} mt={4} aria-label={t.changes}>
                    {e.changes.map((c) => (
                      <Text key={c.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {changeLine(c)}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
      <Group justify="space-between">
        <Button variant="default" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - 50))}>
          {t.previous}
        </Button>
        <Button variant="default" disabled={(log.data?.length ?? 0) < 50} onClick={() => setOffset(offset + 50)}>
          {t.next}
        </Button>
      </Group>
    </Stack>
  );
}
