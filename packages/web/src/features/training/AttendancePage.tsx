import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { attendancePercentage, TRAINING_WINDOW_DAYS_BACK } from '@clubhuis/contract/rules/training';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from '../../ui/Table';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Dropdown } from '../../ui/Dropdown';
import { Spinner } from '../../ui/Spinner';
import { attendanceCsv, belgianDate, cellText } from './attendanceCsv';
import { trainingTexts as t } from './messages';
import '@mantine/core/styles/Input.css';

/** Hands the browser a file to save. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /trainingattendance (beyond the spec): per training group the trainer trains and a period, the
 * trainees against the held trainings (present, absent with the reason, not marked), each trainee's
 * attendance percentage, and the same table as a CSV download.
 */
export function AttendancePage() {
  const today = brusselsClock(new Date()).date;
  const [groupId, setGroupId] = useState(0);
  const [from, setFrom] = useState(addDays(today, -TRAINING_WINDOW_DAYS_BACK));
  const [till, setTill] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(till);
  const overview = useCall('training/getAttendanceOverview', { group_id: groupId, date_from: from, date_till: till }, { enabled: valid });
  useErrorDialogFor(overview.error, t.errorTitle, t.attendanceLoadFailed);
  const data = overview.data?.data;
  const groupName = data?.groups.find((g) => g.id === data.groupId)?.name ?? '';

  return (
    <Stack gap="md">
      <Title order={1}>{t.attendanceTitle}</Title>
      <Group gap="xs" align="flex-end">
        <Dropdown
          label={t.group}
          data={(data?.groups ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          value={data && data.groupId > 0 ? String(data.groupId) : null}
          onChange={(v) => setGroupId(Number(v))}
        />
        <TextInput type="date" label={t.dateFrom} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t.dateTill} value={till} onChange={(e) => setTill(e.currentTarget.value)} />
        <Button disabled={!data || data.trainings.length === 0} onClick={() => data && download(t.csvName(groupName, from, till), attendanceCsv(data))}>
          {t.download}
        </Button>
      </Group>
      {!data ? (
        overview.isPending && valid ? <Spinner /> : null
      ) : data.trainings.length === 0 ? (
        <Text>{t.noTrainings}</Text>
      ) : (
        <>
          <Text size="sm" c="gray.8">
            {t.legend}
          </Text>
          <Table.ScrollContainer minWidth={360} label={t.attendanceTitle}>
            <Table striped withTableBorder withColumnBorders aria-label={t.attendanceTitle} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.csvTrainee}</Table.Th>
                  {data.trainings.map((x) => (
                    <Table.Th key={x.eventId}>{belgianDate(x.date).slice(0, 5)}</Table.Th>
                  ))}
                  <Table.Th>{t.csvPresent}</Table.Th>
                  <Table.Th>%</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.trainees.map((p) => (
                  <Table.Tr key={p.memberId} aria-label={p.memberName}>
                    <Table.Th scope="row">{p.memberName}</Table.Th>
                    {p.cells.map((c, i) => (
                      <Table.Td key={data.trainings[i]!.eventId} title={cellText(c)} c={c.presence === 0 ? 'red.9' : undefined}>
                        {c.presence === 1 ? t.cellPresent : c.presence === 0 ? t.cellAbsent : t.cellUnknown}
                      </Table.Td>
                    ))}
                    <Table.Td>{p.cells.filter((c) => c.presence === 1).length}</Table.Td>
                    <Table.Td>{attendancePercentage(p.cells)}%</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
