import type { RequestOf } from '@clubhuis/contract/catalogue';
import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { LIVE_SCORE_REFRESH_MS } from '@clubhuis/contract/rules/competition';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { post } from '../../api/api';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { interclubTexts as t } from './messages';

/** Query keys of the line-ups screen; all under 'interclub' (dropped at login and logout like every user query). */
export const interclubKeys = {
  all: ['interclub'] as const,
  meetings: () => ['interclub', 'meetings'] as const,
  absences: (memberId: number) => ['interclub', 'absences', memberId] as const,
  players: (teamId: number) => ['interclub', 'players', teamId] as const,
  compositionLog: (meetingId: number) => ['interclub', 'compositionLog', meetingId] as const,
  icalFeeds: (teamId: number) => ['interclub', 'icalFeeds', teamId] as const,
  liveScore: (meetingId: number) => ['interclub', 'liveScore', meetingId] as const,
};

/** Loaders; the list keeps the app's 60 s stale time (spec 01 section 4), 'Vernieuwen' refetches. */
export const interclubQueries = {
  meetings: () =>
    queryOptions({
      queryKey: interclubKeys.meetings(),
      queryFn: ({ signal }) => post('teamcomposition/list', {}, signal),
    }),
  absences: (memberId: number) =>
    queryOptions({
      queryKey: interclubKeys.absences(memberId),
      queryFn: ({ signal }) => post('teamcomposition/absenceList', { member_id: memberId }, signal),
    }),
  players: (teamId: number) =>
    queryOptions({
      queryKey: interclubKeys.players(teamId),
      queryFn: ({ signal }) => post('team/playersList', { id: teamId }, signal),
    }),
  compositionLog: (meetingId: number) =>
    queryOptions({
      queryKey: interclubKeys.compositionLog(meetingId),
      queryFn: ({ signal }) => post('teamcomposition/compositionLog', { teamcalendar_id: meetingId }, signal),
      staleTime: 0, // every save adds rows: always ask again when the form opens
    }),
  icalFeeds: (teamId: number) =>
    queryOptions({
      queryKey: interclubKeys.icalFeeds(teamId),
      queryFn: ({ signal }) => post('team/icalFeed', { team_id: teamId }, signal),
      staleTime: Infinity, // feed URLs do not change during a visit
    }),
  /** The competition site's score of a meeting (match_id is the meeting's id): every 5 minutes until final. */
  liveScore: (meetingId: number) =>
    queryOptions({
      queryKey: interclubKeys.liveScore(meetingId),
      queryFn: ({ signal }) => post('frenoy/matchResult.php', { match_id: meetingId }, signal),
      staleTime: LIVE_SCORE_REFRESH_MS,
      refetchInterval: (query) => (query.state.data?.IsFinal ? false : LIVE_SCORE_REFRESH_MS),
      retry: false, // a failure waits for the next round; it is only logged
    }),
};

export function replaceMeeting(list: readonly Meeting[], meeting: Meeting): Meeting[] {
  return list.map((m) => (m.id === meeting.id ? meeting : m));
}

/** Puts a meeting the server answered with into the cached list, so every card shows it at once. */
export function storeMeeting(client: QueryClient, meeting: Meeting): void {
  client.setQueryData<Meeting[]>(interclubKeys.meetings(), (list) => list && replaceMeeting(list, meeting));
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
