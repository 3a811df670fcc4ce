import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Dropdown } from '../../ui/Dropdown';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { weekTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';

/** 'Ik kan niet' for a training: one of the club's absence reasons and/or a remark, as the training screen asks. */
export function AbsenceReasonDialog({ title, sending, onSend, onClose }: { title: string; sending: boolean; onSend: (remark: string) => void; onClose: () => void }) {
  const reasons = useCall('teamcomposition/absencereasonList', {});
  useErrorDialogFor(reasons.error, t.errorTitle, t.reasonsLoadFailed);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const reason = (reasons.data ?? []).find((r) => String(r.id) === reasonId)?.description ?? '';
  const submit = () => {
    // The training screen's remark: 'Ziek - griep'.
    const text = [reason.trim(), remark.trim()].filter((x) => x !== '').join(' - ');
    if (text === '') return window.alert(t.reasonRequired);
    onSend(text);
  };
  return (
    <Modal opened onClose={onClose} title={t.absenceTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text fw={600}>{title}</Text>
        <Dropdown label={t.reason} data={(reasons.data ?? []).map((r) => ({ value: String(r.id), label: r.description }))} value={reasonId} onChange={setReasonId} />
        <Textarea label={t.absenceRemark} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} rows={2} maxLength={400} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
          <Button color="red" loading={sending} onClick={submit}>
            {t.send}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
