import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { Button, Card, Group, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { Spinner } from '../../ui/Spinner';
import { MemberPicker, type Picked } from './MemberPicker';
import { adminTexts as t } from './messages';
import { ScheduleFields, type Schedule } from './ScheduleFields';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SegmentedControl.css';

function SeriesDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
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
        <TextInput label={t.seriesName} required maxLength={80} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <ScheduleFields value={schedule} onChange={setSchedule} />
        <TextInput type="number" label={t.capacity} min={0} max={500} value={capacity} onChange={(e) => setCapacity(e.currentTarget.value)} />
        <MemberPicker label={t.responsibles} addLabel={t.addResponsible} value={responsibles} onChange={setResponsibles} />
        <DialogFooter onClose={onClose} onSubmit={() => create.mutate({ discipline, name, ...schedule, capacity: Number(capacity) || 0, responsibleIds: responsibles.map((r) => r.memberId) })} pending={create.isPending} submitLabel={t.create} />
      </Stack>
    </Modal>
  );
}

/** /beheer/spelmomenten: weekly play-moment series that make the moments members reserve. */
export function SeriesPage() {
  const list = useCall('admin/playermoments/series', {});
  useErrorDialogFor(list.error, t.errorTitle, t.seriesLoadFailed);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  const showError = useShowError();
  const end = useCallMutation('admin/playermoments/seriesEnd', {
    refetchActive: true,
    invalidates: ['admin/playermoments/series', 'admin/audit/list', 'playermoment/playermoment_list.php'],
    onSuccess: (answer) => setDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.seriesSaveFailed)),
  });
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t.seriesTitle}</Title>
      <Group>
        <Button onClick={() => setOpen(true)}>{t.newSeries}</Button>
      </Group>
      {done && (
        <Text role="status" c="green.8">
          {done}
        </Text>
      )}
      {!list.data ? (
        list.isError ? null : <Spinner />
      ) : list.data.length === 0 ? (
        <Text>{t.noSeries}</Text>
      ) : (
        list.data.map((s) => (
          <Card key={s.seriesId} withBorder padding="sm" component="article" aria-label={s.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text fw={600}>
                  {s.name} ({t.disciplines[s.discipline]})
                </Text>
                <Text size="sm">{t.seriesLine(s, t.weekdays)}</Text>
                <Text size="sm" c="dimmed">
                  {t.seriesCounts(s.moments, s.next)}
                </Text>
              </Stack>
              {s.next && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => window.confirm(t.endSeriesQuestion(s.name)) && end.mutate({ seriesId: s.seriesId })}>
                  {t.endSeries}
                </Button>
              )}
            </Group>
          </Card>
        ))
      )}
      {open && (
        <SeriesDialog
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}
