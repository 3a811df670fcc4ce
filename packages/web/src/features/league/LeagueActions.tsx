import type { Participation } from '@clubhuis/contract/entities/league';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { getConnection } from '../../api/connection';
import { activeLanguage } from '../../i18n/language';
import { lazyPage } from '../../router/lazyPage';
import { leagueActionTexts as t } from './messages';
import { useLeagueAction, type ActionDone } from './useLeagueAction';

// The action dialogs (and the success popup) load when they open, not with the league screen.
const ResultsDialog = lazyPage(() => import('./ResultsDialog'), 'ResultsDialog');
const ReplacementDialog = lazyPage(() => import('./ReplacementDialog'), 'ReplacementDialog');
const PlayDateDialog = lazyPage(() => import('./PlayDateDialog'), 'PlayDateDialog');
const UnsubscribeDialog = lazyPage(() => import('./UnsubscribeDialog'), 'UnsubscribeDialog');
const UndoDialog = lazyPage(() => import('./LeagueActionDialogs'), 'UndoDialog');
const DoneDialog = lazyPage(() => import('./LeagueActionDialogs'), 'DoneDialog');

type Open = 'results' | 'replace' | 'playDate' | 'unsubscribe' | 'undo' | null;

export interface Offers {
  results: boolean;
  playDate: boolean;
  unsubscribe: boolean;
  undo: boolean;
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
  const [done, setDone] = useState<ActionDone | null>(null);
  const close = () => setOpen(null);
  const mail = useLeagueAction('league/mailPoule.php', setDone);
  const undo = useLeagueAction('league/undoUnSubscribe.php', (answer) => {
    close();
    setDone(answer);
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
      <Group component="footer" gap="md" mt="md" aria-label={t.footer}>
        <Anchor href={`${getConnection().apiUrl()}league/help.pdf?lang=${activeLanguage()}`} target="_blank" rel="noopener">
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
        {p && open === 'undo' && (
          <UndoDialog pending={undo.isPending} onConfirm={() => undo.mutate({ subscriptionid: p.subscriptionId })} onClose={close} />
        )}
      </Suspense>
      <Suspense fallback={null}>{done && <DoneDialog done={done} onClose={() => setDone(null)} />}</Suspense>
    </>
  );
}
