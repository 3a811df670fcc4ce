import { MAX_LEAGUE_REMARKS } from '@clubhuis/contract/rules/league';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { updateSessionUser } from '../../session/sessionLifecycle';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { leagueTexts as t } from './messages';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';

/** Home's subscribe dialog (spec 01 section 2): one remarks box, 'Bevestig mijn inschrijving' and 'Sluit'. */
export function SubscribeDialog({ leagueId, memberId, onClose }: { leagueId: number; memberId: number; onClose: () => void }) {
  const [remarks, setRemarks] = useState('');
  const showError = useShowError();
  const subscribe = useCallMutation('league/subscribe.php', {
    invalidates: ['league/information.php', 'league/subscriptions.php'],
    onSuccess: ({ leagueSubscriptionId }) => {
      updateSessionUser({ leagueSubscriptionId });
      onClose();
    },
    onError: (error) => showError(t.errorTitle, messageOf(error, t.subscribeFailed)),
  });
  return (
    <Modal opened onClose={onClose} title={t.subscribeTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
      <Stack gap="sm">
        <Textarea label={t.remarks} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} rows={3} maxLength={MAX_LEAGUE_REMARKS} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
          <Button loading={subscribe.isPending} onClick={() => subscribe.mutate({ leagueid: leagueId, memberid: memberId, remarks })}>
            {t.confirmSubscription}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
