import { MAX_NAME } from '@clubhuis/contract/rules/admin';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { MemberPicker, type Picked } from './MemberPicker';
import { CAMP_READS } from './campReads';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

/** A new camp: title, dates, responsible, groups (one a line) and its trainers. */
export function CampDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const today = brusselsClock(new Date()).date;
  const [form, setForm] = useState({ title: '', dateFrom: addDays(today, 30), dateTill: addDays(today, 34), responsible: '', groups: '' });
  const [trainers, setTrainers] = useState<Picked[]>([]);
  const showError = useShowError();
  const save = useCallMutation('admin/camps/save', {
    refetchActive: true,
    invalidates: CAMP_READS,
    onSuccess: (answer) => onDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.campSaveFailed)),
  });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });
  return (
    <Modal opened onClose={onClose} title={t.newCamp} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <TextInput label={t.campTitle} required maxLength={MAX_NAME} value={form.title} onChange={set('title')} />
        <SimpleGrid cols={2}>
          <TextInput type="date" label={t.dateFrom} value={form.dateFrom} onChange={set('dateFrom')} />
          <TextInput type="date" label={t.dateTill} value={form.dateTill} onChange={set('dateTill')} />
        </SimpleGrid>
        <TextInput label={t.responsible} maxLength={MAX_NAME} value={form.responsible} onChange={set('responsible')} />
        <Textarea label={t.groupsLabel} rows={3} value={form.groups} onChange={set('groups')} />
        <MemberPicker label={t.campTrainers} addLabel={t.addCampTrainer} value={trainers} onChange={setTrainers} />
        <DialogFooter onClose={onClose} onSubmit={() => save.mutate({ ...form, groups: form.groups.split('\n'), trainerIds: trainers.map((x) => x.memberId) })} pending={save.isPending} submitLabel={t.create} />
      </Stack>
    </Modal>
  );
}
