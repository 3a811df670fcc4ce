import type { CampPresence } from '@clubhuis/contract/entities/sportscamp';
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
 * /sportscampcheckout and /sportscamptrainerpresence ('Afmelden - groep & moment'): the children checked
 * in on one group's half day, each with a switch to check out, and 'N van M afgemeld'.
 */
export function CheckOutPage() {
  const { moments, list, moment, setPicked } = useGroupMoments();
  const eventId = moment?.eventId ?? 0;
  const body = { event_id: eventId, checkOut: 1 as const };
  const presences = useCall('sportscamp/presenceList', body, { enabled: eventId > 0 });
  useErrorDialogFor(presences.error, t.errorTitle, t.presencesLoadFailed);
  const toggle = usePresenceToggle('sportscamp/updateCheckOut', body, t.checkOutFailed);
  const children = presences.data ?? [];
  const out = children.filter((p) => p.checkedOut === '1').length;
  const flip = (p: CampPresence) =>
    toggle.mutate({ event_id: eventId, subscription_id: p.subscriptionId, checkedOut: p.checkedOut === '1' ? 0 : 1 });

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.checkOutTitle}</Title>
      {moments.isPending ? (
        moments.isError ? null : <Spinner />
      ) : !moment ? (
        <Text>{t.noMoments}</Text>
      ) : (
        <>
          <CampMomentPicker label={t.moment} moments={list} value={eventId} onChange={setPicked} />
          <Group justify="space-between">
            <Text fw={600} aria-live="polite">
              {t.checkedOutCount(out, children.length)}
            </Text>
            <Button variant="light" loading={presences.isFetching} onClick={() => void presences.refresh()}>
              {t.refresh}
            </Button>
          </Group>
          {presences.isPending ? (
            presences.isError ? null : <Spinner />
          ) : children.length === 0 ? (
            <Text>{t.noneCheckedIn}</Text>
          ) : (
            <div role="list" aria-label={t.checkOutTitle}>
              {children.map((p) => (
                <div role="listitem" key={p.subscriptionId}>
                  <PresenceRow
                    p={p}
                    checked={p.checkedOut === '1'}
                    label={t.checkOutOf(p.subscriptionName)}
                    disabled={toggle.isPending}
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
