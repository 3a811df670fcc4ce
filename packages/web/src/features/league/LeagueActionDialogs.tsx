import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { leagueActionTexts as t } from './messages';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

/** The success popup after an action (spec 02 section 8): the server's confirmation. */
export function DoneDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t.doneTitle} zIndex={MODAL_Z_INDEX} centered withCloseButton={false}>
      <Stack gap="sm">
        <Text role="status">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Undoing the unsubscription asks first (spec 02 section 5). */
export function UndoDialog({ pending, onConfirm, onClose }: { pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t.undoTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text>{t.undoQuestion}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
          <Button loading={pending} onClick={onConfirm}>
            {t.confirmUndo}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
