import type { TraineeTrainingMoment } from '@clubhuis/contract/entities/training';
import { MAX_TRAINING_REMARK } from '@clubhuis/contract/rules/training';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Dropdown } from '../../ui/Dropdown';
import { TrainingDialog } from './TrainingDialog';
import { absenceRemark } from './trainingRules';
import { trainingTexts as t } from './messages';
import '@mantine/core/styles/Input.css';

/**
 * The reason form for 'cannot attend' (spec 02 section 5): one of the club's absence reasons and/or
 * a remark; neither alerts 'Geef aan waarom je niet aanwezig kan zijn a.u.b.' and nothing is sent.
 */
export function AbsenceDialog({ moment, sending, onSend, onClose }: {
  moment: TraineeTrainingMoment;
  sending: boolean;
  onSend: (remark: string) => void;
  onClose: () => void;
}) {
  const reasons = useCall('teamcomposition/absencereasonList', {});
  useErrorDialogFor(reasons.error, t.errorTitle, t.reasonsLoadFailed);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const reason = (reasons.data ?? []).find((r) => String(r.id) === reasonId)?.description ?? '';
  // The reason and the remark travel as one text of at most MAX_TRAINING_REMARK: the remark gets what the reason leaves.
  const remarkRoom = MAX_TRAINING_REMARK - absenceRemark(reason, 'x').length + 1;
  const submit = () => {
    const text = absenceRemark(reason, remark);
    if (text === '') return window.alert(t.reasonRequired);
    onSend(text);
  };
  return (
    <TrainingDialog title={t.absenceTitle} onClose={onClose}>
      <Stack gap="sm">
        <Text fw={600}>
          {moment.title} · {moment.moment}
        </Text>
        <Dropdown
          label={t.reason}
          data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.description }))}
          value={reasonId}
          onChange={setReasonId}
        />
        <Textarea label={t.absenceRemark} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} rows={2} maxLength={remarkRoom} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
          <Button color="red" loading={sending} onClick={submit}>
            {t.send}
          </Button>
        </Group>
      </Stack>
    </TrainingDialog>
  );
}
