import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { trainingTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

/** The modal every training form opens in, below the error dialog. */
export function TrainingDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal opened onClose={onClose} title={title} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      {children}
    </Modal>
  );
}
