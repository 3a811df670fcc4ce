import { Alert, Button, Group } from '@mantine/core';
import { uiTexts } from './messages';
import '@mantine/core/styles/Alert.css';

interface DialogFooterProps {
  /** A Dutch warning above the buttons (a required field left empty); nothing when empty. */
  warning?: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  pending: boolean;
  /** 'red' for a step that cannot be undone. */
  color?: string;
}

/** A form dialog's end: its warning, 'Sluit' and the submit button (spec 02: close button text 'Sluit'). */
export function DialogFooter({ warning, onClose, onSubmit, submitLabel, pending, color }: DialogFooterProps) {
  return (
    <>
      {warning && (
        <Alert color="orange" role="alert">
          {warning}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {uiTexts.close}
        </Button>
        <Button color={color} loading={pending} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
