import { Button, Group, Modal, Text } from '@mantine/core';
import { uiTexts } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

interface ErrorDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** The one error popup (spec 01 section 8): a title and the server's message or the Dutch fallback. */
export function ErrorDialog({ opened, title, message, onClose }: ErrorDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      // One way out, named as the spec names it: the 'Sluit' button (Escape and the overlay close it too).
      withCloseButton={false}
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{uiTexts.close}</Button>
      </Group>
    </Modal>
  );
}
