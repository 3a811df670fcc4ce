import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { Car } from '@clubhuis/contract/entities/interclubCarpool';
import { MAX_REMARKS, MAX_CAR_SEATS } from '@clubhuis/contract/rules/interclub';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { PlainField } from '../../ui/PlainField';
import { PlainSegmented } from '../../ui/PlainSegmented';
import { useCarpoolMutation } from './carpoolQueries';
import { interclubTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

interface CarDialogProps {
  meeting: Meeting;
  /** The car to change; none to offer one. */
  car?: Car;
  /** The member the car goes for: the selected member (offer) or the car's. */
  memberId: number;
  memberName: string;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** 'Ik rijd': free seats (1 to 8, never below the passengers) and a remark; a driver changes or withdraws its car here. */
export function CarDialog({ meeting, car, memberId, memberName, onDone, onClose }: CarDialogProps) {
  const [seats, setSeats] = useState(String(car?.seats ?? 3));
  const [remarks, setRemarks] = useState(car?.remarks ?? '');
  const done = (message: string) => {
    onDone(message);
    onClose();
  };
  const offer = useCarpoolMutation('teamcomposition/carpoolOffer', t.carpoolOfferFailed, meeting.driverId, done);
  const lowest = Math.max(1, car?.passengers.length ?? 0);
  const choices = Array.from({ length: MAX_CAR_SEATS - lowest + 1 }, (_, i) => String(lowest + i)).map((v) => ({ value: v, label: v }));
  const send = (n: number) => offer.mutate({ meeting_id: meeting.id, member_id: memberId, seats: n, remarks: remarks.trim() });

  return (
    <Modal opened onClose={onClose} title={car ? t.changeTitle : t.offerTitle} zIndex={MODAL_Z_INDEX} closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text size="sm">
          {meeting.meeting} – {meeting.dateDescription} {t.at} {meeting.playTime}
        </Text>
        <Text size="sm" fw={600}>
          {t.offerFor(memberName)}
        </Text>
        <PlainSegmented label={t.seatsLabel} value={seats} onChange={setSeats} data={choices} />
        <PlainField multiline label={t.carRemarks} value={remarks} maxLength={MAX_REMARKS} onChange={setRemarks} />
        <Group justify="flex-end" gap="xs">
          {car && (
            <Button variant="light" color="red" disabled={offer.isPending} onClick={() => send(0)}>
              {t.withdrawCar}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button loading={offer.isPending} onClick={() => send(Number(seats))}>
            {car ? t.saveCar : t.offerCar}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
