import type { Reservation } from '@clubhuis/contract/entities/playermoments';
import { Button, Card, Stack, Text } from '@mantine/core';
import { formatStamp } from '../../ui/dates';
import { playerMomentsTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';

/** One reservation of the overview: the moment, for whom, the remark, when it was made, and its cancel button. */
export function ReservationCard({ reservation, onCancel }: { reservation: Reservation; onCancel: () => void }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${reservation.description} – ${reservation.memberName}`}>
      <Stack gap={4}>
        <Text fw={600}>{reservation.description}</Text>
        <Text size="sm">{reservation.memberName}</Text>
        {reservation.remark.trim() !== '' && (
          <Text size="sm" c="gray.7">
            {t.labelled(t.remark, reservation.remark)}
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {t.reservedOn(formatStamp(reservation.reservationDate))}
        </Text>
        <Button variant="outline" color="red.9" size="xs" style={{ alignSelf: 'flex-start' }} onClick={onCancel}>
          {t.cancelReservation}
        </Button>
      </Stack>
    </Card>
  );
}
