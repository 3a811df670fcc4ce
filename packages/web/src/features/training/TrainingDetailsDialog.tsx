import { MAX_TRAINING_REMARK } from '@clubhuis/contract/rules/training';
import type { Trainer, TrainingMoment } from '@clubhuis/contract/entities/training';
import { Button, Group, Stack, Tabs, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Dropdown } from '../../ui/Dropdown';
import { TrainingDialog } from './TrainingDialog';
import { trainingTexts as t } from './messages';
import { useMomentUpdate } from './useMomentUpdate';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Input.css';

const ASSISTENT_KEYS = ['assistentId', 'assistent2Id', 'assistent3Id', 'assistent4Id', 'assistent5Id'] as const;

/**
 * Details of an open training (spec 02 sections 2 and 5): tab Trainer (trainer and as many assistant
 * selectors as nrOfAssistents), tab Opmerking, and tab Samenvoegen when mergeable moments exist.
 */
export function TrainingDetailsDialog({ moment, trainers, onClose }: { moment: TrainingMoment; trainers: readonly Trainer[]; onClose: () => void }) {
  const [tab, setTab] = useState<string | null>('trainer');
  const [trainerId, setTrainerId] = useState(moment.trainerId);
  const [assistents, setAssistents] = useState<number[]>(ASSISTENT_KEYS.map((k) => moment[k]));
  const [remark, setRemark] = useState(moment.trainingRemark);
  const [mergeId, setMergeId] = useState(0);
  const merges = useCall('training/getMergeTrainingMomentList', { training_id: moment.trainingId, event_id: moment.eventId });
  useErrorDialogFor(merges.error, t.errorTitle, t.mergeLoadFailed);
  const mergeable = merges.data?.data ?? [];
  const save = useMomentUpdate(onClose);

  const trainerOptions = trainers.map((x) => ({ value: String(x.id), label: x.name }));
  const assistentOptions = [{ value: '0', label: t.noAssistent }, ...trainerOptions];

  const submit = () => {
    if (tab === 'merge') {
      if (mergeId <= 0) return window.alert(t.chooseMerge);
      return save.mutate({ event_id: moment.eventId, status: 8, merge_id: mergeId, remark: remark.trim() });
    }
    if (trainerId <= 0) return window.alert(t.chooseTrainer);
    const [a1, a2, a3, a4, a5] = assistents.map((a, i) => (i < moment.nrOfAssistents ? a : 0));
    save.mutate({
      event_id: moment.eventId,
      status: moment.trainingStatus,
      remark: remark.trim(),
      trainer_id: trainerId,
      assistent_id: a1,
      assistent2_id: a2,
      assistent3_id: a3,
      assistent4_id: a4,
      assistent5_id: a5,
    });
  };

  return (
    <TrainingDialog title={`${t.detailsTitle}: ${moment.title} ${moment.moment}`} onClose={onClose}>
      <Stack gap="sm">
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="trainer">{t.tabTrainer}</Tabs.Tab>
            <Tabs.Tab value="remark">{t.tabRemark}</Tabs.Tab>
            {moment.trainingStatus < 2 && mergeable.length > 0 && <Tabs.Tab value="merge">{t.tabMerge}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="trainer" pt="sm">
            <Stack gap="xs">
              <Dropdown label={t.trainer} data={trainerOptions} value={trainerId > 0 ? String(trainerId) : null} onChange={(v) => setTrainerId(Number(v))} />
              {Array.from({ length: moment.nrOfAssistents }, (_, i) => (
                <Dropdown
                  key={i}
                  label={t.assistent(i + 1)}
                  data={assistentOptions}
                  value={String(assistents[i] ?? 0)}
                  onChange={(v) => setAssistents((old) => old.map((a, j) => (j === i ? Number(v) : a)))}
                />
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="remark" pt="sm">
            <Textarea label={t.remark} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} rows={3} maxLength={MAX_TRAINING_REMARK} />
          </Tabs.Panel>
          <Tabs.Panel value="merge" pt="sm">
            <Dropdown
              label={t.mergeWith}
              data={mergeable.map((x) => ({ value: String(x.id), label: t.mergeChoice(x.moment, x.calendarTitle, x.description) }))}
              value={mergeId > 0 ? String(mergeId) : null}
              onChange={(v) => setMergeId(Number(v))}
            />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {tab === 'merge' ? t.merge : t.save}
          </Button>
        </Group>
      </Stack>
    </TrainingDialog>
  );
}
