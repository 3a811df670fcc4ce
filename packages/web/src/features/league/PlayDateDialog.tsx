import { MAX_LEAGUE_REMARKS, MAX_TERRAIN } from '@clubhuis/contract/rules/league';
import type { Poule } from '@clubhuis/contract/entities/league';
import { Alert, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialogFooter } from '../../ui/DialogFooter';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { leagueActionTexts as t } from './messages';
import { useLeagueAction, type ActionDone } from './useLeagueAction';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';

/** The planned play date (spec 02 section 5): date, time, terrain and remarks, all optional and trimmed. */
export function PlayDateDialog({ poule, onClose, onDone }: { poule: Poule; onClose: () => void; onDone: (done: ActionDone) => void }) {
  const [form, setForm] = useState({ playdate: poule.playDate, playtime: poule.playTime, terrain: poule.playTerrain, remarks: poule.playRemarks });
  const save = useLeagueAction('league/poulePlayDate.php', (done) => {
    onClose();
    onDone(done);
  });
  const field = (key: keyof typeof form) => ({ value: form[key], onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value }) });
  const submit = () =>
    save.mutate({ pouleid: poule.pouleId, playdate: form.playdate.trim(), playtime: form.playtime.trim(), terrain: form.terrain.trim(), remarks: form.remarks.trim() });
  return (
    <Modal opened onClose={onClose} title={t.playDateTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Alert color="blue">{t.playDateWarning}</Alert>
        <Group grow>
          <TextInput type="date" label={t.date} {...field('playdate')} />
          <TextInput type="time" label={t.time} {...field('playtime')} />
        </Group>
        <TextInput label={t.terrain} maxLength={MAX_TERRAIN} {...field('terrain')} />
        <Textarea label={t.remarks} rows={2} maxLength={MAX_LEAGUE_REMARKS} {...field('remarks')} />
        <DialogFooter onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel={t.save} />
      </Stack>
    </Modal>
  );
}
