import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { Carpool } from '@clubhuis/contract/entities/interclubCarpool';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { freeSeats } from './carpoolState';
import { useCarpoolMutation } from './carpoolQueries';
import { interclubTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';

interface SeatDialogProps {
  meeting: Meeting;
  carpool: Carpool;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** The team's composer seats a player of the line-up who has no seat in a car with room. */
export function SeatDialog({ meeting, carpool, onDone, onClose }: SeatDialogProps) {
  const cars = carpool.cars.filter((c) => freeSeats(c) > 0);
  const [who, setWho] = useState(String(carpool.withoutSeat[0]?.memberId ?? ''));
  const [where, setWhere] = useState(String(cars[0]?.driverMemberId ?? ''));
  const seat = useCarpoolMutation('teamcomposition/carpoolSeat', t.carpoolSeatFailed, meeting.driverId, (message) => {
    onDone(message);
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t.seatTitle} zIndex={MODAL_Z_INDEX} closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text size="sm">
          {meeting.meeting} – {meeting.dateDescription} {t.at} {meeting.playTime}
        </Text>
        <Radio.Group label={t.seatWho} value={who} onChange={setWho}>
          <Stack gap={6} mt={4}>
            {carpool.withoutSeat.map((r) => (
              <Radio key={r.memberId} value={String(r.memberId)} label={r.memberName} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group label={t.seatWhere} value={where} onChange={setWhere}>
          <Stack gap={6} mt={4}>
            {cars.map((c) => (
              <Radio key={c.driverMemberId} value={String(c.driverMemberId)}
                label={`${t.carOf(c.driverName, c.offeredBy)} (${t.freeSeats(freeSeats(c), c.seats)})`} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            loading={seat.isPending}
            disabled={!who || !where}
            onClick={() => seat.mutate({ meeting_id: meeting.id, driver_member_id: Number(where), member_id: Number(who), take: 1 })}
          >
            {t.giveSeat}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
