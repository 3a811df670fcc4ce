import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { canConfirm, isPast, MAX_TRAINING_REMARK } from '@clubhuis/contract/rules/training';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { nowText } from './nowText';
import { TrainingDialog } from './TrainingDialog';
import { trainingTexts as t } from './messages';
import { useMomentUpdate } from './useMomentUpdate';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';

/** Confirm with a remark (status 2); the form says why not when presences are unmarked or the training has not started. */
export function ConfirmTrainingDialog({ moment, onClose }: { moment: TrainingMoment; onClose: () => void }) {
  const [remark, setRemark] = useState(moment.trainingRemark);
  const save = useMomentUpdate(onClose);
  const now = nowText();
  const allowed = canConfirm(moment, now);
  return (
    <TrainingDialog title={t.confirmTitle} onClose={onClose}>
      <Stack gap="sm">
        <Text fw={600}>
          {moment.title} · {moment.moment}
        </Text>
        {!isPast(moment.startTime, now) ? (
          <Alert color="orange">{t.notStarted}</Alert>
        ) : moment.toBeConfirmed > 0 ? (
          <Alert color="orange">{t.markFirst}</Alert>
        ) : null}
        <Textarea label={t.remark} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} rows={2} maxLength={MAX_TRAINING_REMARK} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
          <Button
            color="green"
            disabled={!allowed}
            loading={save.isPending}
            onClick={() => save.mutate({ event_id: moment.eventId, status: 2, remark: remark.trim() })}
          >
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </TrainingDialog>
  );
}
