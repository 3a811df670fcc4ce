import type { MemberAbsence } from '@clubhuis/contract/entities/interclub';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../session/sessionStore';
import { useCachedAnswers, useCall, useLoadingPath } from '../../api/calls';
import type { MeetingFilter } from './meetingFilter';
import { MeetingFilterCard } from './MeetingFilterCard';
import { startFilter } from './teamsFirstCalls';
import { ComingMeetings, PlayedPage } from './MeetingLists';
import { interclubTexts as t } from './messages';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useNow } from './useNow';

/** The same empty list every render, so the memoised cards need not render again while absences load. */
const NO_ABSENCES: readonly MemberAbsence[] = [];

/**
 * /teams, the line-ups (spec 01 section 2): the filter card, then one card per meeting for the
 * selected member. The app asks only for what it shows (coming, or played a page at a time, of the
 * member's teams unless all are asked), so the screen's cost does not grow with the season.
 * Answers are cached 60 s; 'Vernieuwen' reloads them and the absences.
 */
export function TeamsPage() {
  const { user, selectedMemberId } = useSession();
  const now = useNow();
  const cache = useCachedAnswers();
  const [filter, setFilter] = useState<MeetingFilter>(() => startFilter(user));
  const [pages, setPages] = useState(1);
  const absences = useCall('teamcomposition/absenceList', { member_id: selectedMemberId }, { enabled: selectedMemberId > 0 });
  useErrorDialogFor(absences.error, t.errorTitle, t.absencesLoadFailed);
  const loading = useLoadingPath('teamcomposition/list');

  const changeFilter = (next: MeetingFilter) => {
    setFilter(next);
    setPages(1);
  };
  const refresh = () => {
    void cache.invalidatePaths(['teamcomposition/list'], true);
    if (selectedMemberId > 0) void absences.refresh();
  };
  const list = { filter, memberId: selectedMemberId, absences: absences.data ?? NO_ABSENCES, now };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t.teamsTitle}</Title>
      <MeetingFilterCard filter={filter} onChange={changeFilter} onRefresh={refresh} refreshing={loading} />
      {filter.when === 'coming' ? (
        <ComingMeetings {...list} />
      ) : (
        Array.from({ length: pages }, (_, page) => (
          <PlayedPage key={page} {...list} page={page} last={page === pages - 1} onMore={() => setPages(pages + 1)} />
        ))
      )}
    </Stack>
  );
}
