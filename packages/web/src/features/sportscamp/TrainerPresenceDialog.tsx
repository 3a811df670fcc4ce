import type { TrainerCampPresence } from '@clubhuis/contract/entities/sportscamp';
import { cleanTrainerRemarks, MAX_TRAINER_REMARKS } from '@clubhuis/contract/rules/sportscamp';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { dmy } from './campText';
import { sportsCampTexts as t } from './messages';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';

export interface TrainerPresenceAnswer {
  ids: string;
  presence: 0 | 1;
  transport: number;
  remarks: string;
}

/**
 * The presence form of one camp day (spec 02 section 5): was training given; only then how the
 * trainer came (car or bike); remarks on one line, trimmed.
 */
export function TrainerPresenceDialog({ day, sending, onSend, onClose }: {
  day: TrainerCampPresence;
  sending: boolean;
  onSend: (answer: TrainerPresenceAnswer) => void;
  onClose: () => void;
}) {
  const types = useCall('general/transportTypeList.php', {});
  useErrorDialogFor(types.error, t.errorTitle, t.transportLoadFailed);
  const [given, setGiven] = useState(day.presence === 1 ? '1' : day.presence === 0 ? '0' : '');
  const [transport, setTransport] = useState(day.transport > 0 ? String(day.transport) : '');
  const [remarks, setRemarks] = useState(day.remarks);
  const submit = () => {
    if (given === '') return window.alert(t.chooseGiven);
    if (given === '1' && transport === '') return window.alert(t.chooseTransport);
    onSend({ ids: day.ids, presence: given === '1' ? 1 : 0, transport: given === '1' ? Number(transport) : 0, remarks: cleanTrainerRemarks(remarks) });
  };
  return (
    <Modal opened onClose={onClose} title={t.presenceFormTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text fw={600}>
          {day.title} · {dmy(day.campDate)}
        </Text>
        <Radio.Group label={t.trainingGiven} value={given} onChange={setGiven}>
          <Group gap="md" mt={4}>
            <Radio value="1" label={t.yes} />
            <Radio value="0" label={t.no} />
          </Group>
        </Radio.Group>
        {given === '1' && (
          <Radio.Group label={t.transport} value={transport} onChange={setTransport}>
            <Group gap="md" mt={4}>
              {(types.data ?? []).map((type) => (
                <Radio key={type.typeId} value={String(type.typeId)} label={type.description} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <TextInput
          label={t.remarks}
          description={t.remarksNoNewline}
          value={remarks}
          maxLength={MAX_TRAINER_REMARKS}
          onChange={(e) => setRemarks(e.currentTarget.value.replace(/[\r\n]+/g, ' '))}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
          <Button loading={sending} onClick={submit}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
