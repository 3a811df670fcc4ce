import { MAX_NAME } from '@clubhuis/contract/rules/admin';
import type { AdminTrainingGroup } from '@clubhuis/contract/entities/admin';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { Dropdown } from '../../ui/Dropdown';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { MemberPicker, type Picked } from './MemberPicker';
import { adminTexts as t } from './messages';
import { ScheduleFields, type Schedule } from './ScheduleFields';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

const TRAINING_READS = ['admin/training/groups', 'admin/audit/list', 'member/getList.php'] as const;

function Buttons({ onClose, onSave, pending, label }: { onClose: () => void; onSave: () => void; pending: boolean; label: string }) {
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={onClose}>
        {t.close}
      </Button>
      <Button loading={pending} onClick={onSave}>
        {label}
      </Button>
    </Group>
  );
}

/** A group's name and exactly its trainees. */
export function GroupDialog({ group, onClose, onDone }: { group: AdminTrainingGroup | null; onClose: () => void; onDone: (message: string) => void }) {
  const [name, setName] = useState(group?.name ?? '');
  const [trainees, setTrainees] = useState<Picked[]>(group?.trainees ?? []);
  const showError = useShowError();
  const save = useCallMutation('admin/training/groupSave', {
    refetchActive: true,
    invalidates: TRAINING_READS,
    onSuccess: (answer) => onDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.groupSaveFailed)),
  });
  return (
    <Modal opened onClose={onClose} title={group?.name ?? t.newGroup} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <TextInput label={t.groupName} required maxLength={MAX_NAME} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <MemberPicker label={t.trainees} addLabel={t.addTrainee} value={trainees} onChange={setTrainees} />
        <Buttons onClose={onClose} pending={save.isPending} label={t.save} onSave={() => save.mutate({ groupId: group?.groupId ?? 0, name, memberIds: trainees.map((x) => x.memberId) })} />
      </Stack>
    </Modal>
  );
}

/** A weekly training of the group: title, schedule, trainer and assistants. */
export function TrainingDialog({
  group,
  trainers,
  onClose,
  onDone,
}: {
  group: AdminTrainingGroup;
  trainers: { trainerId: number; name: string }[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const today = brusselsClock(new Date()).date;
  const [title, setTitle] = useState('');
  const [schedule, setSchedule] = useState<Schedule>({ weekday: 3, startTime: '18:00', endTime: '19:30', dateFrom: today, dateTill: addDays(today, 90) });
  const [trainerId, setTrainerId] = useState('0');
  const [assistants, setAssistants] = useState<string[]>([]);
  const showError = useShowError();
  const create = useCallMutation('admin/training/scheduleCreate', {
    refetchActive: true,
    invalidates: [...TRAINING_READS, 'training/getTraineeMomentList', 'training/getTrainingMomentsToBeConfirmedList'],
    onSuccess: (answer) => onDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.groupSaveFailed)),
  });
  const options = [{ value: '0', label: t.noTrainer }, ...trainers.map((tr) => ({ value: String(tr.trainerId), label: tr.name }))];
  return (
    <Modal opened onClose={onClose} title={t.newTrainingTitle(group.name)} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <TextInput label={t.trainingName} required maxLength={MAX_NAME} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <ScheduleFields value={schedule} onChange={setSchedule} />
        <Dropdown label={t.trainer} data={options} value={trainerId} onChange={setTrainerId} />
        {assistants.map((a, i) => (
          <Dropdown key={i} label={`${t.assistants} ${i + 1}`} data={options} value={a} onChange={(v) => setAssistants(assistants.map((x, j) => (j === i ? v : x)))} />
        ))}
        {assistants.length < 5 && (
          <Button variant="subtle" size="compact-sm" onClick={() => setAssistants([...assistants, '0'])}>
            {t.addAssistant}
          </Button>
        )}
        <Buttons
          onClose={onClose}
          pending={create.isPending}
          label={t.create}
          onSave={() =>
            create.mutate({ groupId: group.groupId, title, ...schedule, trainerId: Number(trainerId), assistentIds: assistants.map(Number).filter((x) => x > 0) })
          }
        />
      </Stack>
    </Modal>
  );
}
