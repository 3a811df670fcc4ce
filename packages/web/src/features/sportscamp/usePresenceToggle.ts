import { messageOf } from '../../api/ApiError';
import { useCachedAnswers, useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { sportsCampTexts as t } from './messages';

type ListBody = { event_id: number; checkOut: 0 | 1 };

/**
 * Check-in or check-out of one child: the server answers the new list (after its row lock, so two
 * trainers tapping at once both see the one outcome), which replaces the list on screen.
 */
export function usePresenceToggle(path: 'sportscamp/presenceUpdate' | 'sportscamp/updateCheckOut', list: ListBody, fallback: string) {
  const cached = useCachedAnswers();
  const showError = useShowError();
  return useCallMutation(path, {
    // The other screen's list (check-in or check-out) is stale now; this one is the answer.
    invalidates: ['sportscamp/presenceList'],
    updates: (cache, answer) => cache.set('sportscamp/presenceList', list, answer),
    onError: (error) => {
      showError(t.errorTitle, messageOf(error, fallback));
      void cached.invalidate('sportscamp/presenceList', list, true);
    },
  });
}
