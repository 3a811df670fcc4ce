import type { RequestOf } from '@clubhuis/contract/catalogue';
import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../api/ApiError';
import { callQuery, useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { trainingTexts as t } from './messages';

type Body = RequestOf<'training/updateTrainingMoment'>;

export const MOMENTS = 'training/getTrainingMomentsToBeConfirmedList';

/** Puts a moment the server answered into the cached list, so the screen shows it at once. */
export function useMomentIntoList() {
  const client = useQueryClient();
  return (moment: TrainingMoment) =>
    client.setQueryData(callQuery(MOMENTS, {}).queryKey, (old) =>
      old ? { ...old, data: old.data.map((m) => (m.eventId === moment.eventId ? moment : m)) } : old,
    );
}

/** training/updateTrainingMoment with the spec's fallback per action. */
export function useMomentUpdate(onSaved?: () => void) {
  const showError = useShowError();
  const intoList = useMomentIntoList();
  return useCallMutation('training/updateTrainingMoment', {
    invalidates: ['training/getTrainingPresencesList', 'training/getMergeTrainingMomentList'],
    onSuccess: (answer) => {
      intoList(answer.data);
      onSaved?.();
    },
    onError: (error, body: Body) => {
      const fallback = body.status === 2 ? t.confirmFailed : body.status === 9 ? t.cancelFailed : t.updateFailed;
      showError(t.errorTitle, messageOf(error, fallback));
    },
  });
}
