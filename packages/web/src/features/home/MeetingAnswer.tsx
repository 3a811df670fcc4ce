import type { WeekMeeting } from '@clubhuis/contract/entities/home';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { useConfirmationOptions } from '../../session/useConfirmationOptions';
import { storeMeetingAnswer } from './myWeekCache';
import { weekTexts as t } from './messages';

/** Spec 01 section 4: the default option is id 1 (participate). */
const DEFAULT_OPTION_ID = 1;

/**
 * One-tap 'Ik speel' / 'Ik kan niet' on a meeting that waits for the member's answer: the calls and
 * rules of /teams' confirmation form (participateMeeting with the default participating option,
 * denyMeeting with the first option that does not participate; no remarks, not driving).
 */
export function MeetingAnswer({ item }: { item: WeekMeeting }) {
  const options = useConfirmationOptions();
  const showError = useShowError();
  const yes = options.find((o) => o.id === DEFAULT_OPTION_ID && o.participate === 1) ?? options.find((o) => o.participate === 1);
  const no = options.find((o) => o.participate !== 1);
  const failed = (error: Error) => showError(t.errorTitle, messageOf(error, t.answerFailed));
  const participate = useCallMutation('teamcomposition/participateMeeting', {
    updates: (cache, meeting, body) => storeMeetingAnswer(cache, meeting, body.member_id, 1),
    onError: failed,
  });
  const deny = useCallMutation('teamcomposition/denyMeeting', {
    updates: (cache, meeting, body) => storeMeetingAnswer(cache, meeting, body.member_id, 0),
    onError: failed,
  });
  const busy = participate.isPending || deny.isPending;
  const body = (option: number) => ({ id: item.id, member_id: item.memberId, confirmationoption: option, candrive: false, remarks: '' });
  return (
    <Group gap="xs" mt={6}>
      <Button size="compact-md" color="green" leftSection={<IconCheck size={16} aria-hidden />} disabled={!yes || busy} loading={participate.isPending} onClick={() => yes && participate.mutate(body(yes.id))}>
        {t.iPlay}
      </Button>
      <Button size="compact-md" variant="default" c="red.9" leftSection={<IconX size={16} aria-hidden />} disabled={!no || busy} loading={deny.isPending} onClick={() => no && deny.mutate(body(no.id))}>
        {t.iCannot}
      </Button>
    </Group>
  );
}
