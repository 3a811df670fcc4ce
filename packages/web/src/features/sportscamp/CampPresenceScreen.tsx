import type { CampPresence } from '@clubhuis/contract/entities/sportscamp';
import { mayCheckIn } from '@clubhuis/contract/rules/sportscamp';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { QueryState } from '../../ui/QueryState';
import { CampMomentPicker } from './CampMomentPicker';
import { sportsCampTexts as t } from './messages';
import { PresenceRow } from './PresenceRow';
import { useGroupMoments } from './useCampMoments';
import { usePresenceToggle } from './usePresenceToggle';
import { RefreshButton } from '../../ui/RefreshButton';

/** What differs between check-in and check-out: the list asked, the call, the flag shown. */
const MODES = {
  in: {
    checkOut: 0,
    path: 'sportscamp/presenceUpdate',
    on: (p: CampPresence) => p.presence === '1',
    locked: (p: CampPresence) => !mayCheckIn(p),
  },
  out: {
    checkOut: 1,
    path: 'sportscamp/updateCheckOut',
    on: (p: CampPresence) => p.checkedOut === '1',
    locked: () => false,
  },
} as const;

/** The texts of each mode, read when the screen renders (they follow the active language). */
function modeTexts(mode: keyof typeof MODES) {
  return mode === 'in'
    ? { title: t.checkInTitle, failed: t.presenceUpdateFailed, count: t.checkedInCount, label: t.checkInOf, empty: t.noChildren }
    : { title: t.checkOutTitle, failed: t.checkOutFailed, count: t.checkedOutCount, label: t.checkOutOf, empty: t.noneCheckedIn };
}

/**
 * One group's half day with a switch per child. Check-in ('Aanmelden - groep & moment') lists every
 * child, 'N van M aangemeld', and locks a child already checked out (spec 02 section 4); check-out
 * ('Afmelden - groep & moment') lists the children checked in, 'N van M afgemeld'.
 */
export function CampPresenceScreen({ mode }: { mode: keyof typeof MODES }) {
  const m = { ...MODES[mode], ...modeTexts(mode) };
  const { moments, list, moment, setPicked } = useGroupMoments();
  const eventId = moment?.eventId ?? 0;
  const body = { event_id: eventId, checkOut: m.checkOut };
  const presences = useCall('sportscamp/presenceList', body, { enabled: eventId > 0 });
  useErrorDialogFor(presences.error, t.errorTitle, t.presencesLoadFailed);
  const toggle = usePresenceToggle(m.path, body, m.failed);
  const children = presences.data ?? [];
  const flip = (p: CampPresence) => {
    const next = m.on(p) ? 0 : 1;
    const ids = { event_id: eventId, subscription_id: p.subscriptionId };
    toggle.mutate(mode === 'in' ? { ...ids, present: next } : { ...ids, checkedOut: next });
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{m.title}</Title>
      <QueryState query={moments} empty={t.noMoments} isEmpty={() => !moment}>
        {() => (
          <>
            <CampMomentPicker label={t.moment} moments={list} value={eventId} onChange={setPicked} />
            <Group justify="space-between">
              <Text fw={600} aria-live="polite">
                {m.count(children.filter(m.on).length, children.length)}
              </Text>
              <RefreshButton loading={presences.isFetching} onRefresh={presences.refresh} />
            </Group>
            <QueryState skeleton="cards" query={presences} empty={m.empty} isEmpty={() => children.length === 0}>
              {() => (
              <div role="list" aria-label={m.title}>
                {children.map((p) => (
                  <div role="listitem" key={p.subscriptionId}>
                    <PresenceRow p={p} checked={m.on(p)} label={m.label(p.subscriptionName)} disabled={m.locked(p) || toggle.isPending} onToggle={() => flip(p)} />
                  </div>
                ))}
              </div>
              )}
            </QueryState>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
