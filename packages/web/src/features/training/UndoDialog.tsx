import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { Button, Group, Stack, Text } from '@mantine/core';
import { TrainingDialog } from './TrainingDialog';
import { trainingTexts as t } from './messages';
import { useMomentUpdate } from './useMomentUpdate';

/** Undo of confirm, merge or cancel after a question: the server sets 0 or 1 by the start time. */
export function UndoDialog({ moment, onClose }: { moment: TrainingMoment; onClose: () => void }) {
  const save = useMomentUpdate(onClose);
  return (
    <TrainingDialog title={t.undoTitle} onClose={onClose}>
      <Stack gap="sm">
        <Text>{t.undoQuestion(t.undoWhat[moment.trainingStatus] ?? '')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.no}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate({ event_id: moment.eventId, status: 1, remark: moment.trainingRemark })}>
            {t.yes}
          </Button>
        </Group>
      </Stack>
    </TrainingDialog>
  );
}
