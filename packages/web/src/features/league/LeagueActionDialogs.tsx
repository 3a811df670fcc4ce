import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { leagueActionTexts as t } from './messages';
import type { ActionDone } from './useLeagueAction';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

/** The success popup after an action (spec 02 section 8): titled after the action, the server's confirmation. */
export function DoneDialog({ done, onClose }: { done: ActionDone; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={done.title} zIndex={MODAL_Z_INDEX} centered withCloseButton={false}>
      <Stack gap="sm">
        <Text role="status">{done.message}</Text>
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
