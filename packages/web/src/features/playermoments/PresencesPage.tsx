import type { Presence } from '@clubhuis/contract/entities/playermoments';
import { Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { memberIdsOf, useSession } from '../../session/sessionStore';
import { Dropdown } from '../../ui/Dropdown';
import { Spinner } from '../../ui/Spinner';
import { playerMomentsTexts as t } from './messages';
import { MomentDetails } from './MomentDetails';
import { responsibleMoments } from './momentRules';
import { OccasionalPlayerForm } from './OccasionalPlayerForm';
import { PresenceList } from './PresenceList';
import { useCall } from '../../api/calls';
import { useMoments } from './playerMomentsQueries';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { usePresenceUpdate } from './usePresenceUpdate';

/**
 * /presences (spec 01 section 2): a responsible person picks one of their moments (the next ones and
 * those after them), sees its presence list with the total present, flips presences and adds an
 * occasional player.
 */
export function PresencesPage() {
  const { user, selectedMemberId } = useSession();
  const askedFor = selectedMemberId > 0 ? selectedMemberId : ((user && memberIdsOf(user)[0]) ?? 0);
  const moments = useMoments(askedFor, true);
  useErrorDialogFor(moments.error, t.errorTitle, t.momentsLoadFailed);
  const mine = useMemo(() => responsibleMoments(moments.data ?? []), [moments.data]);

  const [picked, setPicked] = useState(0);
  // The nearest moment until another is picked: on the day itself that is the one to keep.
  const moment = mine.find((m) => m.eventId === picked) ?? mine[0];
  const eventId = moment?.eventId ?? 0;
  const presences = useCall('presence/list.php', { event_id: eventId }, { enabled: eventId > 0 });
  useErrorDialogFor(presences.error, t.errorTitle, t.presencesLoadFailed);
  const update = usePresenceUpdate();
  const busyMemberId = update.isPending ? (update.variables?.member_id ?? 0) : 0;
  const listed = useMemo(() => new Set((presences.data ?? []).map((p) => p.memberId)), [presences.data]);
  const toggle = (p: Presence) => update.mutate({ event_id: eventId, member_id: p.memberId, presence: p.presence !== '1' ? 1 : 0 });

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.presencesTitle}</Title>
      {moments.isPending && askedFor > 0 ? (
        <Spinner />
      ) : !moment ? (
        <Text>{t.noResponsibleMoments}</Text>
      ) : (
        <>
          <Dropdown
            label={t.moment}
            data={mine.map((m) => ({ value: String(m.eventId), label: m.moment }))}
            value={String(eventId)}
            onChange={(value) => setPicked(Number(value))}
          />
          <MomentDetails moment={moment} warnWhenFull={false} />
          {presences.isPending ? (
            <Spinner />
          ) : (
            <PresenceList
              presences={presences.data ?? []}
              busyMemberId={busyMemberId}
              onToggle={toggle}
              onRefresh={() => void presences.refresh()}
              refreshing={presences.isFetching}
            />
          )}
          <OccasionalPlayerForm
            listed={listed}
            saving={update.isPending && !listed.has(busyMemberId)}
            onAdd={(memberId) => update.mutateAsync({ event_id: eventId, member_id: memberId, presence: 1 })}
          />
        </>
      )}
    </Stack>
  );
}
