import type { Participation } from '@clubhuis/contract/entities/league';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { getConnection } from '../../api/connection';
import { MODAL_Z_INDEX } from '../../ui/modalZIndex';
import { lazyPage } from '../../router/lazyPage';
import { leagueActionTexts as t } from './messages';
import { useLeagueAction } from './useLeagueAction';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';

// The action dialogs load at their button's click, not with the league screen.
const ResultsDialog = lazyPage(() => import('./ResultsDialog'), 'ResultsDialog');
const ReplacementDialog = lazyPage(() => import('./ReplacementDialog'), 'ReplacementDialog');
const PlayDateDialog = lazyPage(() => import('./PlayDateDialog'), 'PlayDateDialog');
const UnsubscribeDialog = lazyPage(() => import('./UnsubscribeDialog'), 'UnsubscribeDialog');

type Open = 'results' | 'replace' | 'playDate' | 'unsubscribe' | 'undo' | null;

export interface Offers {
  results: boolean;
  playDate: boolean;
  unsubscribe: boolean;
  undo: boolean;
}

/** The success popup after an action (spec 02 section 8): the server's confirmation. */
function DoneDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t.doneTitle} zIndex={MODAL_Z_INDEX} centered withCloseButton={false}>
      <Stack gap="sm">
        <Text role="status">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t.close}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The own poule's actions under tab 1 (results, replacement, play date) and the footer (help, poule
 * e-mail, unsubscribe, undo), each shown only where spec 02 sections 4 and 5 allow it.
 */
export function LeagueActions({
  participation,
  offers,
  ownInfo,
  memberId,
  pouleTab,
}: {
  participation?: Participation;
  offers: Offers;
  ownInfo: boolean;
  memberId: number;
  /** Tab 1 is open: its buttons show. */
  pouleTab: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');
  const close = () => setOpen(null);
  const mail = useLeagueAction('league/mailPoule.php', t.mailFailed, setDone);
  const undo = useLeagueAction('league/undoUnSubscribe.php', t.undoFailed, (message) => {
    close();
    setDone(message);
  });
  const askMail = () => {
    // Spec 02 section 5: a confirm question precedes sending the poule e-mail.
    if (participation && window.confirm(t.mailQuestion)) mail.mutate({ pouleid: participation.pouleId, memberid: memberId });
  };
  const p = participation;
  return (
    <>
      {p && pouleTab && (offers.results || offers.playDate) && (
        <Group gap="xs">
          {offers.results && <Button onClick={() => setOpen('results')}>{t.enterResults}</Button>}
          {offers.results && (
            <Button variant="light" onClick={() => setOpen('replace')}>
              {t.replacePlayer}
            </Button>
          )}
          {offers.playDate && (
            <Button variant="light" onClick={() => setOpen('playDate')}>
              {t.playDateButton}
            </Button>
          )}
        </Group>
      )}
      {p?.unSubscribed && ownInfo && <Text c="orange.8">{t.unsubscribedNotice}</Text>}
      <Group component="footer" gap="md" mt="md" aria-label="League">
        <Anchor href={`${getConnection().apiUrl()}league/help.pdf`} target="_blank" rel="noopener">
          {t.help}
        </Anchor>
        {p && ownInfo && (
          <Anchor component="button" type="button" onClick={askMail}>
            {t.mailPoule}
          </Anchor>
        )}
        {offers.unsubscribe && (
          <Anchor component="button" type="button" onClick={() => setOpen('unsubscribe')}>
            {t.unsubscribe}
          </Anchor>
        )}
        {offers.undo && (
          <Anchor component="button" type="button" onClick={() => setOpen('undo')}>
            {t.undoUnsubscribe}
          </Anchor>
        )}
      </Group>
      <Suspense fallback={null}>
        {p && open === 'results' && <ResultsDialog poule={p} onClose={close} onDone={setDone} />}
        {p && open === 'replace' && <ReplacementDialog poule={p} onClose={close} onDone={setDone} />}
        {p && open === 'playDate' && <PlayDateDialog poule={p} onClose={close} onDone={setDone} />}
        {p && open === 'unsubscribe' && <UnsubscribeDialog subscriptionId={p.subscriptionId} onClose={close} onDone={setDone} />}
      </Suspense>
      {p && open === 'undo' && (
        <Modal opened onClose={close} title={t.undoTitle} zIndex={MODAL_Z_INDEX} centered closeButtonProps={{ 'aria-label': t.close }}>
          <Stack gap="sm">
            <Text>{t.undoQuestion}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t.close}
              </Button>
              <Button loading={undo.isPending} onClick={() => undo.mutate({ subscriptionid: p.subscriptionId })}>
                {t.confirmUndo}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {done && <DoneDialog message={done} onClose={() => setDone('')} />}
    </>
  );
}
