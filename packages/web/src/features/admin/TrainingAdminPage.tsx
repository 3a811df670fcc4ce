import type { AdminTrainingGroup } from '@clubhuis/contract/entities/admin';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { Dropdown } from '../../ui/Dropdown';
import { QueryState } from '../../ui/QueryState';
import { lazyPage } from '../../router/lazyPage';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Card.css';

// The dialogs load at their button's click.
const GroupDialog = lazyPage(() => import('./TrainingDialogs'), 'GroupDialog');
const TrainingDialog = lazyPage(() => import('./TrainingDialogs'), 'TrainingDialog');

type Open = { kind: 'group'; group: AdminTrainingGroup | null } | { kind: 'training'; group: AdminTrainingGroup } | null;

/** /beheer/trainingen: trainers, training groups with their trainees, and their weekly trainings. */
export function TrainingAdminPage() {
  const groups = useCall('admin/training/groups', {});
  const trainers = useCall('admin/training/trainers', {});
  const members = useCall('member/getList.php', { allmembers: true });
  useErrorDialogFor(groups.error, t.errorTitle, t.groupsLoadFailed);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');
  const showError = useShowError();
  const makeTrainer = useCallMutation('admin/training/trainerCreate', {
    refetchActive: true,
    invalidates: ['admin/training/trainers', 'admin/accounts/list', 'admin/audit/list', 'trainer/getList.php'],
    onSuccess: (answer) => setDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.groupSaveFailed)),
  });
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
  };
  const trainerIds = new Set((trainers.data ?? []).map((tr) => tr.memberId));
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t.trainingTitle}</Title>
      {done && (
        <Text role="status" c="green.8">
          {done}
        </Text>
      )}
      <Stack gap={4}>
        <Text fw={600}>{t.trainers}</Text>
        <Text size="sm">{(trainers.data ?? []).map((tr) => tr.name).join(', ') || '–'}</Text>
        <Dropdown
          label={t.makeTrainer}
          data={(members.data ?? []).filter((m) => !trainerIds.has(m.memberId)).map((m) => ({ value: String(m.memberId), label: m.memberName }))}
          value={null}
          onChange={(v) => makeTrainer.mutate({ memberId: Number(v) })}
        />
      </Stack>
      <Group>
        <Button onClick={() => setOpen({ kind: 'group', group: null })}>{t.newGroup}</Button>
      </Group>
      <QueryState skeleton="rows" query={groups} empty={t.noGroups}>
        {(data) => (
          data.map((g) => (
            <Card key={g.groupId} withBorder padding="sm" component="article" aria-label={g.name}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>
                    {g.name} · {t.traineeCount(g.trainees.length)}
                  </Text>
                  {g.trainings.map((tr) => (
                    <Text key={tr.trainingId} size="sm">
                      {tr.title}
                      {tr.weekday > 0 && `: ${t.seriesLine(tr, t.weekdays)}`}
                    </Text>
                  ))}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" variant="light" onClick={() => setOpen({ kind: 'group', group: g })}>
                    {t.edit}
                  </Button>
                  <Button size="compact-sm" variant="subtle" onClick={() => setOpen({ kind: 'training', group: g })}>
                    {t.newTraining}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))
        )}
      </QueryState>
      <Suspense fallback={null}>
        {open?.kind === 'group' && <GroupDialog group={open.group} onClose={() => setOpen(null)} onDone={finish} />}
        {open?.kind === 'training' && <TrainingDialog group={open.group} trainers={trainers.data ?? []} onClose={() => setOpen(null)} onDone={finish} />}
      </Suspense>
    </Stack>
  );
}
