import type { PlayerMoment } from '@clubhuis/contract/entities/playermoments';
import { isFull, showsCount } from '@clubhuis/contract/rules/playermoments';
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { playerMomentsTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Alert.css';

/**
 * The chosen moment: its line and description, the count 'x / capacity' only when both are above 0,
 * and a warning when it is full (spec 01 section 4) where one would reserve.
 */
export function MomentDetails({ moment, warnWhenFull = true }: { moment: PlayerMoment; warnWhenFull?: boolean }) {
  const count = t.reservationsCount(moment.nrOfReservations, moment.capacity);
  return (
    <Card withBorder padding="sm" component="section" aria-label={moment.moment}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600}>{moment.moment}</Text>
          {showsCount(moment) && (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }} aria-label={t.labelled(t.reservationsCountLabel, count)}>
              {count}
            </Text>
          )}
        </Group>
        {moment.description.trim() !== '' && moment.description !== moment.moment && (
          <Text size="sm" c="gray.7">
            {moment.description}
          </Text>
        )}
        {warnWhenFull && isFull(moment) && (
          <Alert color="orange" variant="light" role="alert" p="xs">
            <Text size="sm" c="gray.9">
              {t.full}
            </Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
