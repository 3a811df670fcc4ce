import type { TraineeTrainingMoment } from '@clubhuis/contract/entities/training';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { defaultMemberId, useSession } from '../../session/sessionStore';
import { Spinner } from '../../ui/Spinner';
import { lazyPage } from '../../router/lazyPage';
import { trainingTexts as t } from './messages';
import { nowText } from './nowText';
import { traineeFilter } from './trainingRules';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { SearchInput } from '../../ui/SearchInput';

// The absence dialog loads at its button's click, not with the list.
const AbsenceReasonDialog = lazyPage(() => import('../../ui/AbsenceReasonDialog'), 'AbsenceReasonDialog');

const LIST = 'training/getTraineeMomentList';

/**
 * /traineetrainingmoments/{status} (spec 02 section 2): the selected member's trainings; 'reservation'
 * the coming ones to say present or absent (with a reason) and undo, 'participated' the past ones.
 */
export function TraineeMomentsPage({ status }: { status: string }) {
  const { user, selectedMemberId } = useSession();
  const memberId = selectedMemberId > 0 ? selectedMemberId : user ? defaultMemberId(user) : 0;
  const showError = useShowError();
  const list = useCall(LIST, { trainee_id: memberId }, { enabled: memberId > 0 });
  useErrorDialogFor(list.error, t.errorTitle, t.momentsLoadFailed);
  const [search, setSearch] = useState('');
  const [absentFor, setAbsentFor] = useState<TraineeTrainingMoment | null>(null);
  const reserve = useCallMutation('training/updateTrainingReservation', {
    updates: (cache, answer, body) =>
      cache.update(LIST, { trainee_id: body.member_id }, (old) =>
        old ? { ...old, data: old.data.map((m) => (m.eventId === answer.data.eventId ? answer.data : m)) } : old,
      ),
    onSuccess: () => setAbsentFor(null),
    onError: (error) => showError(t.errorTitle, messageOf(error, t.reservationFailed)),
  });
  const participated = status === 'participated';
  const shown = traineeFilter(list.data?.data ?? [], status, search, nowText());
  const send = (m: TraineeTrainingMoment, reserved: -1 | 0 | 1, remark = '') =>
    reserve.mutate({ event_id: m.eventId, member_id: memberId, reserved, remark });
  const undo = (m: TraineeTrainingMoment) => {
    if (window.confirm(t.undoReservationQuestion)) send(m, 0);
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{participated ? t.traineeTitleParticipated : t.traineeTitleReservation}</Title>
      {memberId <= 0 ? (
        <Text>{t.noMember}</Text>
      ) : (
        <>
          <SearchInput value={search} onChange={setSearch} />
          {list.isPending ? (
            <Spinner />
          ) : shown.length === 0 ? (
            <Text>{t.noMoments}</Text>
          ) : (
            shown.map((m) => {
              const closed = m.trainingStatus >= 2;
              const busy = reserve.isPending && reserve.variables?.event_id === m.eventId;
              return (
                <Card key={m.eventId} withBorder padding="sm" component="article" aria-label={`${m.title} ${m.moment}`} bg={m.trainingStatus >= 8 ? 'gray.1' : undefined}>
                  <Stack gap={4}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <div>
                        <Title order={2} fz="md" td={m.trainingStatus >= 8 ? 'line-through' : undefined}>
                          {m.title}
                        </Title>
                        <Text size="sm">{m.moment}</Text>
                      </div>
                      {m.trainingStatus > 2 && (
                        <Badge variant="outline" color="gray.7" c="gray.9" tt="none">
                          {m.trainingStatusDescription.toUpperCase()}
                        </Badge>
                      )}
                    </Group>
                    {m.description !== '' && <Text size="sm" c="gray.8">{m.description}</Text>}
                    {participated ? (
                      <Text size="sm" fw={600}>
                        {t.participationPresence[m.presence]}
                      </Text>
                    ) : m.reserved !== 0 ? (
                      <Group gap="xs" justify="space-between">
                        <Text size="sm" fw={600} c={m.reserved === 1 ? 'green.9' : 'red.9'}>
                          {m.reserved === 1 ? t.reservedPresent : t.reservedAbsent(m.remark)}
                        </Text>
                        {!closed && (
                          <Button size="xs" variant="light" color="gray" onClick={() => undo(m)} loading={busy}>
                            {t.undo}
                          </Button>
                        )}
                      </Group>
                    ) : (
                      !closed && (
                        <Group gap="xs">
                          <Button size="xs" color="green" onClick={() => send(m, 1)} loading={busy}>
                            {t.willAttend}
                          </Button>
                          <Button size="xs" color="red" variant="light" onClick={() => setAbsentFor(m)} disabled={busy}>
                            {t.cannotAttend}
                          </Button>
                        </Group>
                      )
                    )}
                  </Stack>
                </Card>
              );
            })
          )}
        </>
      )}
      <Suspense fallback={null}>
        {absentFor && (
          <AbsenceReasonDialog
            title={`${absentFor.title} · ${absentFor.moment}`}
            sending={reserve.isPending}
            onSend={(remark) => send(absentFor, -1, remark)}
            onClose={() => setAbsentFor(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
