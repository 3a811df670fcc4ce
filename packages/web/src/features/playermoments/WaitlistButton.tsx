import { Button, Text } from '@mantine/core';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { playerMomentsTexts as t } from './messages';

/**
 * On a full moment (issue 31): onto its waiting list; when a place frees up the member gets a push
 * notification ('Meldingen'), and the first to reserve has it.
 */
export function WaitlistButton({ eventId, memberId }: { eventId: number; memberId: number }) {
  const showError = useShowError();
  const wait = useCallMutation('reservation/waitlist.php', { onError: (error) => showError(t.errorTitle, messageOf(error, t.waitlistFailed)) });
  if (wait.data && wait.variables?.event_id === eventId && wait.variables.member_id === memberId) {
    return (
      <Text size="sm" role="status">
        {wait.data.message}
      </Text>
    );
  }
  return (
    <Button variant="light" loading={wait.isPending} disabled={memberId <= 0} onClick={() => wait.mutate({ event_id: eventId, member_id: memberId, on: 1 })}>
      {t.joinWaitlist}
    </Button>
  );
}
