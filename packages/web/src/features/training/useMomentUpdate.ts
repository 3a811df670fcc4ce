import type { RequestOf } from '@clubhuis/contract/catalogue';
import type { TrainingMoment } from '@clubhuis/contract/entities/training';
import { messageOf } from '../../api/ApiError';
import { useCallMutation, type CachedAnswers } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { trainingTexts as t } from './messages';

type Body = RequestOf<'training/updateTrainingMoment'>;

export const MOMENTS = 'training/getTrainingMomentsToBeConfirmedList';

/** Puts a moment the server answered into the cached list, so the screen shows it at once. */
export function momentIntoList(cache: CachedAnswers, moment: TrainingMoment) {
  cache.update(MOMENTS, {}, (old) => (old ? { ...old, data: old.data.map((m) => (m.eventId === moment.eventId ? moment : m)) } : old));
}

/** training/updateTrainingMoment with the spec's fallback per action. */
export function useMomentUpdate(onSaved?: () => void) {
  const showError = useShowError();
  return useCallMutation('training/updateTrainingMoment', {
    invalidates: ['training/getTrainingPresencesList', 'training/getMergeTrainingMomentList'],
    updates: (cache, answer) => momentIntoList(cache, answer.data),
    onSuccess: () => onSaved?.(),
    onError: (error, body: Body) => {
      const fallback = body.status === 2 ? t.confirmFailed : body.status === 9 ? t.cancelFailed : t.updateFailed;
      showError(t.errorTitle, messageOf(error, fallback));
    },
  });
}
