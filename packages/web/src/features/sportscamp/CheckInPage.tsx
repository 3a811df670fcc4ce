import type { CampPresence } from '@clubhuis/contract/entities/sportscamp';
import { mayCheckIn } from '@clubhuis/contract/rules/sportscamp';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Spinner } from '../../ui/Spinner';
import { CampMomentPicker } from './CampMomentPicker';
import { sportsCampTexts as t } from './messages';
import { PresenceRow } from './PresenceRow';
import { useGroupMoments } from './useCampMoments';
import { usePresenceToggle } from './usePresenceToggle';

/**
 * /sportscampcheckin ('Aanmelden - groep & moment'): one group's half day, every child with a switch,
 * 'N van M aangemeld' and refresh. A child already checked out cannot be changed here (spec 02 section 4).
 */
export function CheckInPage() {
  const { moments, list, moment, setPicked } = useGroupMoments();
  const eventId = moment?.eventId ?? 0;
  const body = { event_id: eventId, checkOut: 0 as const };
  const presences = useCall('sportscamp/presenceList', body, { enabled: eventId > 0 });
  useErrorDialogFor(presences.error, t.errorTitle, t.presencesLoadFailed);
  const toggle = usePresenceToggle('sportscamp/presenceUpdate', body, t.presenceUpdateFailed);
  const children = presences.data ?? [];
  const checkedIn = children.filter((p) => p.presence === '1').length;
  const flip = (p: CampPresence) => toggle.mutate({ event_id: eventId, subscription_id: p.subscriptionId, present: p.presence === '1' ? 0 : 1 });

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.checkInTitle}</Title>
      {moments.isPending ? (
        moments.isError ? null : <Spinner />
      ) : !moment ? (
        <Text>{t.noMoments}</Text>
      ) : (
        <>
          <CampMomentPicker label={t.moment} moments={list} value={eventId} onChange={setPicked} />
          <Group justify="space-between">
            <Text fw={600} aria-live="polite">
              {t.checkedInCount(checkedIn, children.length)}
            </Text>
            <Button variant="light" loading={presences.isFetching} onClick={() => void presences.refresh()}>
              {t.refresh}
            </Button>
          </Group>
          {presences.isPending ? (
            presences.isError ? null : <Spinner />
          ) : children.length === 0 ? (
            <Text>{t.noChildren}</Text>
          ) : (
            <div role="list" aria-label={t.checkInTitle}>
              {children.map((p) => (
                <div role="listitem" key={p.subscriptionId}>
                  <PresenceRow
                    p={p}
                    checked={p.presence === '1'}
                    label={t.checkInOf(p.subscriptionName)}
                    disabled={!mayCheckIn(p) || toggle.isPending}
                    onToggle={() => flip(p)}
                  />
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
