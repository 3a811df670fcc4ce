import type { WeekTraining } from '@clubhuis/contract/entities/home';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { lazyPage } from '../../router/lazyPage';
import { storeTrainingAnswer } from './myWeekCache';
import { weekTexts as t } from './messages';

// The reason form loads at its button's click, as on the training screen.
const AbsenceReasonDialog = lazyPage(() => import('../../ui/AbsenceReasonDialog'), 'AbsenceReasonDialog');

/**
 * One tap 'Ik kom' on a training that waits for the trainee's answer; 'Ik kan niet' asks the reason
 * first, as the training screen does (the server refuses an absence without one). The same call.
 */
export function TrainingAnswer({ item }: { item: WeekTraining }) {
  const showError = useShowError();
  const [absent, setAbsent] = useState(false);
  const reserve = useCallMutation('training/updateTrainingReservation', {
    updates: (cache, answer, body) => {
      if (answer.data) storeTrainingAnswer(cache, answer.data, body.member_id);
    },
    onSuccess: () => setAbsent(false),
    onError: (error) => showError(t.errorTitle, messageOf(error, t.reservationFailed)),
  });
  const send = (reserved: 1 | -1, remark = '') => reserve.mutate({ event_id: item.id, member_id: item.memberId, reserved, remark });
  return (
    <>
      <Group gap="xs" mt={6}>
        <Button size="compact-md" color="green" leftSection={<IconCheck size={16} aria-hidden />} loading={reserve.isPending && reserve.variables?.reserved === 1} disabled={reserve.isPending} onClick={() => send(1)}>
          {t.willAttend}
        </Button>
        <Button size="compact-md" variant="default" c="red.9" leftSection={<IconX size={16} aria-hidden />} disabled={reserve.isPending} onClick={() => setAbsent(true)}>
          {t.cannotAttend}
        </Button>
      </Group>
      <Suspense fallback={null}>
        {absent && (
          <AbsenceReasonDialog title={`${item.title} · ${item.time}`} sending={reserve.isPending} onSend={(remark) => send(-1, remark)} onClose={() => setAbsent(false)} />
        )}
      </Suspense>
    </>
  );
}
