import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { interclubTexts as t } from './messages';

type CarpoolWrite = 'teamcomposition/carpoolOffer' | 'teamcomposition/carpoolSeat';

/**
 * A carpool write: its answer (the carpool as it is now) replaces the card's cached carpool; the
 * message (who lost a seat, who rides with whom) goes to `onDone`; a refusal opens the error dialog.
 * A change of the spec's driver's car changes the meeting too (its remark, or that it drives at all).
 */
export function useCarpoolMutation<P extends CarpoolWrite>(path: P, fallback: string, meetingDriver: number, onDone: (message: string) => void) {
  const showError = useShowError();
  return useCallMutation(path, {
    updates: (cache, answer, body) => {
      cache.set('teamcomposition/carpoolList', { meeting_id: body.meeting_id }, { cars: answer.cars, withoutSeat: answer.withoutSeat });
      if ('seats' in body && body.member_id === meetingDriver) void cache.invalidatePaths(['teamcomposition/list'], true);
    },
    onSuccess: (answer) => onDone(answer.message),
    onError: (error) => showError(t.errorTitle, messageOf(error, fallback)),
  });
}
