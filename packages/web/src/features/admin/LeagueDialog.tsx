import { MAX_NAME, MAX_REGULATIONS } from '@clubhuis/contract/rules/admin';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

/** 'A 3' per line: a level's code and its number of poules, strongest first; null when a line is not that. */
export function parseLevels(text: string): { code: string; description: string; nrOfPoules: number }[] | null {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const levels = lines.map((l) => /^([A-Za-z0-9]{1,3})\s+(\d{1,2})$/.exec(l)).map((m) => m && { code: m[1]!.toUpperCase(), description: t.levelDescription(m[1]!.toUpperCase()), nrOfPoules: Number(m[2]) });
  return levels.length > 0 && levels.every(Boolean) ? (levels as { code: string; description: string; nrOfPoules: number }[]) : null;
}

/** A new league: its name, period, subscription window and maximum, levels and regulations. */
export function LeagueDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const today = brusselsClock(new Date()).date;
  const [form, setForm] = useState({
    description: '',
    dateFrom: addDays(today, 14),
    dateTill: addDays(today, 200),
    subscriptionDateFrom: today,
    subscriptionDateTill: addDays(today, 13),
    maxNrOfSubscriptions: '48',
    levels: 'A 3\nB 3\nC 3',
    information: '',
  });
  const [warning, setWarning] = useState('');
  const showError = useShowError();
  const save = useCallMutation('admin/league/save', {
    refetchActive: true,
    invalidates: ['admin/league/overview', 'admin/audit/list', 'league/list.php'],
    onSuccess: (answer) => onDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.leagueSaveFailed)),
  });
  const set = (key: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });
  const submit = () => {
    const levels = parseLevels(form.levels);
    if (!levels) return setWarning(t.badLevels);
    setWarning('');
    const { levels: _text, maxNrOfSubscriptions, ...rest } = form;
    save.mutate({ ...rest, maxNrOfSubscriptions: Number(maxNrOfSubscriptions) || 0, levels });
  };
  return (
    <Modal opened onClose={onClose} title={t.newLeague} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <TextInput label={t.leagueName} required maxLength={MAX_NAME} value={form.description} onChange={set('description')} />
        <SimpleGrid cols={2}>
          <TextInput type="date" label={t.dateFrom} value={form.dateFrom} onChange={set('dateFrom')} />
          <TextInput type="date" label={t.dateTill} value={form.dateTill} onChange={set('dateTill')} />
          <TextInput type="date" label={t.subscriptionFrom} value={form.subscriptionDateFrom} onChange={set('subscriptionDateFrom')} />
          <TextInput type="date" label={t.subscriptionTill} value={form.subscriptionDateTill} onChange={set('subscriptionDateTill')} />
        </SimpleGrid>
        <TextInput type="number" label={t.maxSubscriptions} value={form.maxNrOfSubscriptions} onChange={set('maxNrOfSubscriptions')} />
        <Textarea label={t.levelsInput} rows={3} value={form.levels} onChange={set('levels')} />
        <Textarea label={t.regulations} rows={4} maxLength={MAX_REGULATIONS} value={form.information} onChange={set('information')} />
        <DialogFooter warning={warning} onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel={t.create} />
      </Stack>
    </Modal>
  );
}
