import type { RequestOf } from '@clubhuis/contract/catalogue';
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { LIVE_SCORE_REFRESH_MS } from '@clubhuis/contract/rules/competition';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { post } from '../../api/api';
import { callQuery } from '../../api/calls';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { interclubTexts as t } from './messages';

/** The line-ups screen's call with its own timing: the competition site's score of a meeting. */
export const interclubQueries = {
  /** match_id is the meeting's id: asked every 5 minutes until the score is final. */
  liveScore: (meetingId: number) =>
    queryOptions({
      ...callQuery('frenoy/matchResult.php', { match_id: meetingId }),
      staleTime: LIVE_SCORE_REFRESH_MS,
      refetchInterval: (query) => (query.state.data?.IsFinal ? false : LIVE_SCORE_REFRESH_MS),
      retry: false, // a failure waits for the next round; it is only logged
    }),
};

export function replaceMeeting(list: readonly Meeting[], meeting: Meeting): Meeting[] {
  return list.map((m) => (m.id === meeting.id ? meeting : m));
}

/** Puts a meeting the server answered with into every cached list (coming, each played page), so every card shows it at once. */
export function storeMeeting(client: QueryClient, meeting: Meeting): void {
  client.setQueriesData<Meeting[]>({ queryKey: ['teamcomposition/list'] }, (list) => list && replaceMeeting(list, meeting));
}

type MeetingPath =
  | 'teamcomposition/updateDriver'
  | 'teamcomposition/deleteDriver'
  | 'teamcomposition/participateMeeting'
  | 'teamcomposition/denyMeeting'
  | 'competition/setIntermediateScore';

/** One call that answers the updated meeting: the path and its body. */
export type MeetingCall = { [P in MeetingPath]: { path: P; body: RequestOf<P> } }[MeetingPath];

/**
 * A mutation of one meeting: the answer replaces the meeting in the list; a failure opens the error
 * dialog ('Er trad een fout op!') with the server's message, else the given Dutch default.
 */
export function useMeetingMutation(fallback: string, onSaved?: (meeting: Meeting) => void) {
  const client = useQueryClient();
  const showError = useShowError();
  return useMutation({
    mutationFn: (call: MeetingCall) => post(call.path, call.body as never) as Promise<Meeting>,
    onSuccess: (meeting) => {
      storeMeeting(client, meeting);
      onSaved?.(meeting);
    },
    onError: (error) => showError(t.errorTitle, messageOf(error, fallback)),
  });
}
