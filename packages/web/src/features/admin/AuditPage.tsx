import type { AuditEntry } from '@clubhuis/contract/entities/admin';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/Table';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { ScrollTable } from '../../ui/ScrollTable';
import { Spinner } from '../../ui/Spinner';
import { adminTexts as t } from './messages';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The fields an entry changed: 'field: before → after'; a new row lists its filled-in fields. */
export function changesOf(e: AuditEntry): string[] {
  const before = e.before ?? {};
  const after = e.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .filter((k) => e.before !== null || (after[k] !== '' && after[k] !== false && after[k] !== null))
    .map((k) => (e.before === null ? `${k}: ${show(after[k])}` : `${k}: ${show(before[k])} → ${show(after[k])}`));
}

/** /beheer/logboek: who changed what through club administration, newest first. */
export function AuditPage() {
  const [offset, setOffset] = useState(0);
  const log = useCall('admin/audit/list', { offset });
  useErrorDialogFor(log.error, t.errorTitle, t.auditLoadFailed);
  return (
    <Stack gap="md">
      <Title order={1}>{t.auditTitle}</Title>
      {!log.data ? (
        log.isError ? null : <Spinner />
      ) : log.data.length === 0 ? (
        <Text>{t.noAudit}</Text>
      ) : (
        <ScrollTable caption={t.auditTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.when}</Table.Th>
              <Table.Th>{t.who}</Table.Th>
              <Table.Th>{t.what}</Table.Th>
              <Table.Th>{t.changes}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{new Date(e.at).toLocaleString('nl-BE', { timeZone: 'Europe/Brussels' })}</Table.Td>
                <Table.Td>{e.userName}</Table.Td>
                <Table.Td>
                  {e.action} ({e.entity} {e.entityId}){e.before === null ? ` · ${t.added}` : ''}
                </Table.Td>
                <Table.Td>
                  {changesOf(e).map((c) => (
                    <Text key={c} size="xs">
                      {c}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
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
