import type { ImportPlan } from '@clubhuis/contract/entities/admin';
import { Alert, Badge, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../ui/Table';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { ScrollTable } from '../../ui/ScrollTable';
import { fileBase64 } from './fileBase64';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';

const COLORS: Record<string, string> = { add: 'green', change: 'blue', unchanged: 'gray', refuse: 'red' };

/** /beheer/import: a members file, its preview row by row, then the import (all, or the rows not refused). */
export function ImportPage() {
  const [file, setFile] = useState('');
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [done, setDone] = useState('');
  const showError = useShowError();
  const preview = useCallMutation('admin/members/importPreview', {
    onSuccess: setPlan,
    onError: (e) => showError(t.errorTitle, messageOf(e, t.previewFailed)),
  });
  const apply = useCallMutation('admin/members/importApply', {
    refetchActive: true,
    invalidates: ['admin/members/list', 'admin/audit/list', 'member/getList.php'],
    onSuccess: (answer) => {
      setDone(answer.message);
      setPlan(null);
    },
    onError: (e) => showError(t.errorTitle, messageOf(e, t.importFailed)),
  });
  const choose = async (chosen: File | null) => {
    setPlan(null);
    setDone('');
    if (!chosen) return;
    const encoded = await fileBase64(chosen);
    setFile(encoded);
    preview.mutate({ file: encoded });
  };
  return (
    <Stack gap="md">
      <Title order={1}>{t.importTitle}</Title>
      <Text size="sm">{t.importIntro}</Text>
      <FileInput label={t.file} accept=".csv,text/csv,text/plain" clearable onChange={(f) => void choose(f)} />
      {done && (
        <Alert color="green" role="status">
          {done}
        </Alert>
      )}
      {plan && (
        <>
          <Text fw={600}>{t.importCounts(plan.counts)}</Text>
          {plan.ignoredColumns.length > 0 && (
            <Text size="sm" c="dimmed">
              {t.ignoredColumns(plan.ignoredColumns)}
            </Text>
          )}
          <Group gap="xs">
            <Button loading={apply.isPending} disabled={plan.counts.refuse > 0 || plan.counts.add + plan.counts.change === 0} onClick={() => apply.mutate({ file })}>
              {t.importAll}
            </Button>
            {plan.counts.refuse > 0 && plan.counts.add + plan.counts.change > 0 && (
              <Button variant="light" loading={apply.isPending} onClick={() => apply.mutate({ file, skipRefused: true })}>
                {t.importOthers}
              </Button>
            )}
          </Group>
          <ScrollTable caption={t.importTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.line}</Table.Th>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th>{t.action}</Table.Th>
                <Table.Th>{t.details}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.rows.map((r) => (
                <Table.Tr key={r.line} data-action={r.action}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>
                    <Badge color={COLORS[r.action]}>{t.actions[r.action]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {[...r.reasons, ...r.changes.map((c) => t.changeLine(c.field, c.before || '–', c.after))].map((d) => (
                      <Text key={d} size="xs">
                        {d}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        </>
      )}
    </Stack>
  );
}
