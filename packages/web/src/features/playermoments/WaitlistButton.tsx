import { Button, Stack, Text } from '@mantine/core';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { playerMomentsTexts as t } from './messages';

/**
 * On a full moment (issue 31): onto its waiting list, or off it again; when a place frees up the member
 * gets a push notification ('Meldingen'), and the first to reserve has it. Whether the member waits comes
 * from the server (reservation/waiting.php), so it still shows after a reload or on another phone.
 */
export function WaitlistButton({ eventId, memberId }: { eventId: number; memberId: number }) {
  const showError = useShowError();
  const waiting = useCall('reservation/waiting.php', { member_ids: [memberId] }, { enabled: memberId > 0 });
  const wait = useCallMutation('reservation/waitlist.php', {
    invalidates: ['reservation/waiting.php'],
    refetchActive: true,
    onError: (error) => showError(t.errorTitle, messageOf(error, t.waitlistFailed)),
  });
  const isWaiting = waiting.data?.waiting.some((w) => w.event_id === eventId && w.member_id === memberId) ?? false;
  if (isWaiting) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" role="status">
          {t.onWaitlist}
        </Text>
        <Button variant="subtle" loading={wait.isPending} onClick={() => wait.mutate({ event_id: eventId, member_id: memberId, on: 0 })}>
          {t.leaveWaitlist}
        </Button>
      </Stack>
    );
  }
  return (
    <Button variant="light" loading={wait.isPending} disabled={memberId <= 0} onClick={() => wait.mutate({ event_id: eventId, member_id: memberId, on: 1 })}>
      {t.joinWaitlist}
    </Button>
  );
}
