import type { Meeting } from '@clubhuis/contract/entities/interclub';
import { LIVE_SCORE_REFRESH_MS } from '@clubhuis/contract/rules/competition';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation, type CachedAnswers, type CallOptions } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { interclubTexts as t } from './messages';

/** The live score's timing: asked every 5 minutes until the site calls the score final. */
export const liveScoreTiming: CallOptions<'frenoy/matchResult.php'> = {
  staleTime: LIVE_SCORE_REFRESH_MS,
  refetchInterval: (query) => (query.state.data?.IsFinal ? false : LIVE_SCORE_REFRESH_MS),
  retry: false, // a failure waits for the next round; it is only logged
};

/** The score on the competition site of a meeting (match_id is its id). */
export function useLiveScore(meetingId: number, enabled: boolean) {
  return useCall('frenoy/matchResult.php', { match_id: meetingId }, { ...liveScoreTiming, enabled });
}

export function replaceMeeting(list: readonly Meeting[], meeting: Meeting): Meeting[] {
  return list.map((m) => (m.id === meeting.id ? meeting : m));
}

/** Puts a meeting the server answered with into every cached list (coming, each played page), so every card shows it at once. */
export function storeMeeting(cache: CachedAnswers, meeting: Meeting): void {
  cache.updateAll('teamcomposition/list', (list) => replaceMeeting(list, meeting));
}

/** The calls that answer the updated meeting. */
export type MeetingPath =
  | 'teamcomposition/updateDriver'
  | 'teamcomposition/deleteDriver'
  | 'teamcomposition/participateMeeting'
  | 'teamcomposition/denyMeeting'
  | 'competition/setIntermediateScore';

/**
 * A mutation of one meeting: the answer replaces the meeting in the lists; a failure opens the error
 * dialog ('Er trad een fout op!') with the server's message, else the given Dutch default.
 */
export function useMeetingMutation<P extends MeetingPath>(path: P, fallback: string, onSaved?: (meeting: Meeting) => void) {
  const showError = useShowError();
  return useCallMutation(path, {
    updates: (cache, meeting) => {
      storeMeeting(cache, meeting);
      // Driving and answers move cars and seats too (the spec's driver has a car; who does not play, does not ride).
      void cache.invalidate('teamcomposition/carpoolList', { meeting_id: meeting.id }, true);
    },
    onSuccess: (meeting) => onSaved?.(meeting),
    onError: (error) => showError(t.errorTitle, messageOf(error, fallback)),
  });
}
