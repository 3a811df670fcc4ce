import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { playerMomentsTexts as t } from './messages';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

interface ReserveDialogProps {
  memberName: string;
  moment: string;
  remark: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

/**
 * Two steps before a reservation is saved (spec 01 sections 2 and 4): confirm who and what, then the
 * prompt to respect the corona measures, whose button saves.
 */
export function ReserveDialog({ memberName, moment, remark, saving, onSave, onClose }: ReserveDialogProps) {
  const [step, setStep] = useState<'confirm' | 'corona'>('confirm');
  const corona = step === 'corona';
  return (
    <Modal
      opened
      onClose={onClose}
      title={corona ? t.coronaTitle : t.confirmTitle}
      zIndex={MODAL_Z_INDEX}
      centered
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <Stack gap="sm">
        {corona ? (
          <Text>{t.coronaText}</Text>
        ) : (
          <>
            <Text>{t.confirmQuestion(memberName, moment)}</Text>
            {remark !== '' && (
              <Text size="sm" c="gray.7">
                {t.labelled(t.remark, remark)}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t.cancel}
          </Button>
          {corona ? (
            <Button onClick={onSave} loading={saving}>
              {t.coronaAgree}
            </Button>
          ) : (
            <Button onClick={() => setStep('corona')}>{t.confirm}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
