import { Anchor, Stack, Text } from '@mantine/core';
import { Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { defaultMemberId, useSession } from '../../session/sessionStore';
import { Dropdown } from '../../ui/Dropdown';
import { lazyPage } from '../../router/lazyPage';
import { pickLeague, useLeagueId } from './leagueChoice';
import { leagueTexts as t } from './messages';

// The subscribe dialog loads at the prompt's click.
const SubscribeDialog = lazyPage(() => import('./SubscribeDialog'), 'SubscribeDialog');

/**
 * Home's league part (spec 01 section 2): the league picker and, while the user is not subscribed to
 * it, the prompt that opens the subscribe dialog. `whileLoading` stands in while the leagues load (the
 * home slot's reserved space).
 */
export function LeagueHomeCard({ whileLoading = null }: { whileLoading?: ReactNode }) {
  const { user, selectedMemberId } = useSession();
  const leagues = useCall('league/list.php', {});
  // Rendered when the main thread has time, not in the answer's own task (issue 16).
  const data = useDeferredValue(leagues.data);
  // Spec 01 section 8: 'Er trad een probleem op bij het ophalen van de leagues!'.
  useErrorDialogFor(leagues.error, t.errorTitle, t.leaguesLoadFailed);
  const leagueId = useLeagueId();
  const [open, setOpen] = useState(false);
  if (user && !leagues.isError && !data) return whileLoading;
  if (!user || leagues.isError || !data || data.length === 0) return null;
  const league = data.find((l) => l.leagueId === leagueId) ?? data[0]!;
  const memberId = selectedMemberId > 0 ? selectedMemberId : defaultMemberId(user);
  const subscribed = user.leagueSubscriptionId > 0 && league.leagueId === user.currentlyActiveLeagueId;
  return (
    <Stack gap={6}>
      <Dropdown
        label={t.league}
        data={data.map((l) => ({ value: String(l.leagueId), label: l.description }))}
        value={String(league.leagueId)}
        onChange={(value) => pickLeague(Number(value))}
      />
      {subscribed ? (
        <Text size="sm">{t.subscribed}</Text>
      ) : (
        league.onlineSubscriptions && (
          <Anchor component="button" type="button" ta="left" fw={600} onClick={() => setOpen(true)}>
            {t.subscribePrompt}
          </Anchor>
        )
      )}
      <Suspense fallback={null}>
        {open && <SubscribeDialog leagueId={league.leagueId} memberId={memberId} onClose={() => setOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
