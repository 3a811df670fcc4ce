import { absenceRemark, MAX_TRAINING_REMARK } from '@clubhuis/contract/rules/training';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../api/calls';
import { useErrorDialogFor } from '../errors/useErrorDialogFor';
import { Dropdown } from './Dropdown';
import { uiTexts as t } from './messages';
import { MODAL_Z_INDEX } from './modalZIndex';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';

/**
 * 'Cannot attend' a training (spec 02 section 5): one of the club's absence reasons and/or a remark;
 * neither alerts 'Geef aan waarom je niet aanwezig kan zijn a.u.b.' and nothing is sent. One form for
 * the training screen and home's 'Mijn week', so both send the same remark within the same limit.
 */
export function AbsenceReasonDialog({ title, sending, onSend, onClose }: {
  /** The training as the screen names it ('Jeugdtraining · di 24/11 18:00'). */
  title: string;
  sending: boolean;
  onSend: (remark: string) => void;
  onClose: () => void;
}) {
  const reasons = useCall('teamcomposition/absencereasonList', {});
  useErrorDialogFor(reasons.error, t.absenceErrorTitle, t.absenceReasonsFailed);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const reason = (reasons.data ?? []).find((r) => String(r.id) === reasonId)?.description ?? '';
  // The reason and the remark travel as one text of at most MAX_TRAINING_REMARK: the remark gets what the reason leaves.
  const remarkRoom = MAX_TRAINING_REMARK - absenceRemark(reason, 'x').length + 1;
  const submit = () => {
    const text = absenceRemark(reason, remark);
    if (text === '') return window.alert(t.absenceReasonRequired);
    onSend(text);
  };
  return (
    <Modal opened onClose={onClose} title={t.absenceTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        <Dropdown
          label={t.absenceReason}
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
            {t.absenceSend}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
