import type { Reservation } from '@clubhuis/contract/entities/playermoments';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { playerMomentsTexts as t } from './messages';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

interface CancelDialogProps {
  reservation: Reservation;
  cancelling: boolean;
  onCancel: () => void;
  onClose: () => void;
}

/** Asks before a reservation is cancelled (spec 01 section 2). */
export function CancelDialog({ reservation, cancelling, onCancel, onClose }: CancelDialogProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={t.cancelTitle}
      zIndex={MODAL_Z_INDEX}
      centered
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <Stack gap="sm">
        <Text>{t.cancelQuestion(reservation.memberName, reservation.description)}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={cancelling}>
            {t.keepReservation}
          </Button>
          <Button color="red" onClick={onCancel} loading={cancelling}>
            {t.confirmCancel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
