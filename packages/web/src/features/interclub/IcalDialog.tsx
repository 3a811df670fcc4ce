import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { Anchor, Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { useCall, useCallMutation } from '../../api/calls';
import { interclubTexts as t } from './messages';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { webcalOf } from './calendarLink';

type Which = 'team' | 'own';

interface IcalDialogProps {
  meeting: Meeting;
  memberId: number;
  onClose: () => void;
}

/**
 * The calendar feeds to subscribe to (team/icalFeed: the team's and the user's own), each with its
 * link to copy, and two buttons that mail a feed to the user after a browser confirmation.
 */
export function IcalDialog({ meeting, memberId, onClose }: IcalDialogProps) {
  const showError = useShowError();
  const feeds = useCall('team/icalFeed', { team_id: meeting.teamId }, { staleTime: Infinity }) // feed URLs do not change during a visit;
  useErrorDialogFor(feeds.error, t.errorTitle, t.icalFeedsLoadFailed);
  const [sent, setSent] = useState('');
  const mailed = {
    onSuccess: (answer: { message: string }) => setSent(answer.message),
    onError: (error: Error) => showError(t.errorTitle, messageOf(error, t.icalMailFailed)),
  };
  const teamMail = useCallMutation('team/icalMail', mailed);
  const ownMail = useCallMutation('teamcomposition/icalMail', mailed);
  const ask = (which: Which) => {
    setSent('');
    // Spec 01 section 5: mailing a feed needs the browser's confirmation prompt.
    if (!window.confirm(which === 'team' ? t.confirmMailTeamFeed : t.confirmMailOwnFeed)) return;
    if (which === 'team') teamMail.mutate({ team_id: meeting.teamId });
    else ownMail.mutate({ member_id: memberId });
  };

  return (
    <Modal opened onClose={onClose} title={t.icalTitle} zIndex={MODAL_Z_INDEX} closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Text size="sm">{t.icalIntro}</Text>
        {feeds.isSuccess && feeds.data.length === 0 && <Text size="sm">{t.noIcalFeeds}</Text>}
        {feeds.data?.map((feed) => (
          <Stack key={feed.id} gap={2}>
            <Text fw={600} size="sm">
              {feed.description}
            </Text>
            <Button
              component="a"
              href={webcalOf(feed.url)}
              size="compact-sm"
              style={{ alignSelf: 'flex-start' }}
              aria-label={`${t.subscribe}${t.colon} ${feed.description}`}
            >
              {t.subscribe}
            </Button>
            <Anchor href={feed.url} size="sm" style={{ wordBreak: 'break-all' }}>
              {feed.url}
            </Anchor>
            <CopyButton value={feed.url}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={copy}
                  style={{ alignSelf: 'flex-start' }}
                  aria-label={`${t.copy}${t.colon} ${feed.description}`}
                >
                  {copied ? t.copied : t.copy}
                </Button>
              )}
            </CopyButton>
          </Stack>
        ))}
        {sent && (
          <Text size="sm" c="green.9" role="status">
            {sent}
          </Text>
        )}
        <Group gap="xs">
          <Button variant="light" loading={teamMail.isPending} onClick={() => ask('team')}>
            {t.mailTeamFeed}
          </Button>
          {memberId > 0 && (
            <Button variant="light" loading={ownMail.isPending} onClick={() => ask('own')}>
              {t.mailOwnFeed}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
