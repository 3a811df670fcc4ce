import { Button, Text } from '@mantine/core';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { MemberAbsence } from '@clubhuis/contract/entities/interclub';
import { MEETING_PAGE_SIZE } from '@clubhuis/contract/rules/interclub';
import { useCall } from '../../api/calls';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { filterMeetings, type MeetingFilter } from './meetingFilter';
import { MeetingCard } from './MeetingCard';
import { mineOf } from './teamsFirstCalls';
import { interclubTexts as t } from './messages';

export interface MeetingListProps {
  filter: MeetingFilter;
  memberId: number;
  absences: readonly MemberAbsence[];
  now: Date;
}

/**
 * Cards in the first paint; the others follow in background renders that React cuts into short slices,
 * so a long list never blocks a tap (issue 16: /teams had 600 ms long tasks on a mid-range phone). They
 * come MORE_CARDS at a time: React commits a render in one piece, so all the others at once (23 on
 * lid@'s /teams) were one commit, with every card's effects, in one task (issue 30).
 */
const FIRST_CARDS = 4;
const MORE_CARDS = 6;

/** One answer of teamcomposition/list as cards; the same rules as the server filter again as the clock moves on. */
function useMeetingCards(props: MeetingListProps, body: { when: 'coming' | 'done'; page?: number }) {
  const meetings = useCall('teamcomposition/list', { ...body, ...mineOf(props.filter, props.memberId) });
  useErrorDialogFor(meetings.error, t.errorTitle, t.lineUpsLoadFailed);
  const { filter, memberId, now } = props;
  // The answer arrives as a store update, which React renders in one piece; deferred, the cards
  // render in a background pass cut into slices, also the first ones (issue 16). Also when the screen
  // mounts with the answer already there (asked at startup): a mount in a store update's render would
  // otherwise render the cards in it, one 45 ms task on this machine (issue 30). null: not there yet
  // (React takes an undefined initial value for none).
  const data = useDeferredValue(meetings.data ?? null, null);
  const shown = useMemo(() => filterMeetings(data ?? [], filter, memberId, now), [data, filter, memberId, now]);
  // After each commit the next cards follow; the count only grows, so a later answer or a new minute
  // does not shrink the list for a moment.
  const [count, setCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count < shown.length) startTransition(() => setCount(count + MORE_CARDS));
  }, [count, shown.length]);
  const cards = shown.slice(0, count).map((meeting) => (
    <MeetingCard key={meeting.id} meeting={meeting} memberId={memberId} absences={props.absences} now={now} />
  ));
  return { meetings, shown, cards, pending: meetings.isPending || (data === null && meetings.data !== undefined) };
}

/** Coming meetings: from three days ago, soonest first, in one answer. */
export function ComingMeetings(props: MeetingListProps) {
  const { shown, cards, pending } = useMeetingCards(props, { when: 'coming' });
  if (pending) return <ListSkeleton />;
  // The filter card above holds the one 'Vernieuwen' (issue 14, item 17: not a second one here).
  return shown.length === 0 ? <Text>{t.noLineUps}</Text> : <>{cards}</>;
}

interface PlayedPageProps extends MeetingListProps {
  page: number;
  last: boolean;
  onMore: () => void;
}

/** One page of played meetings, latest first; the last page offers the next while it came full. */
export function PlayedPage(props: PlayedPageProps) {
  const { meetings, shown, cards, pending } = useMeetingCards(props, { when: 'done', page: props.page });
  if (pending) return <ListSkeleton />;
  const full = (meetings.data?.length ?? 0) === MEETING_PAGE_SIZE;
  return (
    <>
      {props.page === 0 && shown.length === 0 && !full ? <Text>{t.noLineUps}</Text> : cards}
      {props.last && full && (
        <Button variant="light" onClick={props.onMore}>
          {t.showMore}
        </Button>
      )}
    </>
  );
}
