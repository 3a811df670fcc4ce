import { Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSession } from '../../session/sessionStore';
import { Spinner } from '../../ui/Spinner';
import { useCall } from '../../api/calls';
import { filterMeetings, type MeetingFilter } from './meetingFilter';
import { MeetingCard } from './MeetingCard';
import { MeetingFilterCard } from './MeetingFilterCard';
import { interclubTexts as t } from './messages';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useNow } from './useNow';

/**
 * /teams, the line-ups (spec 01 section 2): the filter card, then one card per meeting for the
 * selected member. The season list is cached 60 s; 'Vernieuwen' reloads it and the absences.
 */
export function TeamsPage() {
  const { user, selectedMemberId } = useSession();
  const now = useNow();
  // Composers of any team start with every team; members with their own.
  const [filter, setFilter] = useState<MeetingFilter>(() => ({ when: 'coming', onlyMine: !user?.composeAnyTeam }));
  const meetings = useCall('teamcomposition/list', {});
  const absences = useCall('teamcomposition/absenceList', { member_id: selectedMemberId }, { enabled: selectedMemberId > 0 });
  useErrorDialogFor(meetings.error, t.errorTitle, t.lineUpsLoadFailed);
  useErrorDialogFor(absences.error, t.errorTitle, t.absencesLoadFailed);

  const shown = useMemo(
    () => filterMeetings(meetings.data ?? [], filter, selectedMemberId, now),
    [meetings.data, filter, selectedMemberId, now],
  );
  const refresh = () => {
    void meetings.refresh();
    if (selectedMemberId > 0) void absences.refresh();
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.teamsTitle}</Title>
      <MeetingFilterCard filter={filter} onChange={setFilter} onRefresh={refresh} refreshing={meetings.isFetching} />
      {meetings.isPending ? (
        <Spinner />
      ) : shown.length === 0 ? (
        // The filter card above holds the one 'Vernieuwen' (issue 14, item 17: not a second one here).
        <Text>{t.noLineUps}</Text>
      ) : (
        shown.map((meeting) => (
          <MeetingCard key={meeting.id} meeting={meeting} memberId={selectedMemberId} absences={absences.data ?? []} now={now} />
        ))
      )}
    </Stack>
  );
}
