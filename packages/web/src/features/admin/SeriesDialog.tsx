import { MAX_NAME, SERIES_CAPACITY } from '@clubhuis/contract/rules/admin';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { MemberPicker, type Picked } from './MemberPicker';
import { adminTexts as t } from './messages';
import { ScheduleFields, type Schedule } from './ScheduleFields';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SegmentedControl.css';

/** A new weekly play-moment series: discipline, name, schedule, capacity and responsible persons. */
export function SeriesDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const today = brusselsClock(new Date()).date;
  const [discipline, setDiscipline] = useState<'tabletennis' | 'badminton'>('tabletennis');
  const [name, setName] = useState('');
  const [capacity, setCapacity] = useState('0');
  const [schedule, setSchedule] = useState<Schedule>({ weekday: 6, startTime: '10:00', endTime: '12:00', dateFrom: today, dateTill: addDays(today, 90) });
  const [responsibles, setResponsibles] = useState<Picked[]>([]);
  const showError = useShowError();
  const create = useCallMutation('admin/playermoments/seriesCreate', {
    refetchActive: true,
    invalidates: ['admin/playermoments/series', 'admin/audit/list', 'playermoment/playermoment_list.php'],
    onSuccess: (answer) => onDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.seriesSaveFailed)),
  });
  return (
    <Modal opened onClose={onClose} title={t.newSeries} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t.discipline}
          value={discipline}
          onChange={(v) => setDiscipline(v as 'tabletennis' | 'badminton')}
          data={Object.entries(t.disciplines).map(([value, label]) => ({ value, label }))}
        />
        <TextInput label={t.seriesName} required maxLength={MAX_NAME} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <ScheduleFields value={schedule} onChange={setSchedule} />
        <TextInput type="number" label={t.capacity} min={SERIES_CAPACITY.min} max={SERIES_CAPACITY.max} value={capacity} onChange={(e) => setCapacity(e.currentTarget.value)} />
        <MemberPicker label={t.responsibles} addLabel={t.addResponsible} value={responsibles} onChange={setResponsibles} />
        <DialogFooter onClose={onClose} onSubmit={() => create.mutate({ discipline, name, ...schedule, capacity: Number(capacity) || 0, responsibleIds: responsibles.map((r) => r.memberId) })} pending={create.isPending} submitLabel={t.create} />
      </Stack>
    </Modal>
  );
}
