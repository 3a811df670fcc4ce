import { useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../api/ApiError';
import { callQuery, invalidatePaths, useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { sportsCampTexts as t } from './messages';

type ListBody = { event_id: number; checkOut: 0 | 1 };

/**
 * Check-in or check-out of one child: the server answers the new list (after its row lock, so two
 * trainers tapping at once both see the one outcome), which replaces the list on screen.
 */
export function usePresenceToggle(path: 'sportscamp/presenceUpdate' | 'sportscamp/updateCheckOut', list: ListBody, fallback: string) {
  const client = useQueryClient();
  const showError = useShowError();
  return useCallMutation(path, {
    onSuccess: async (answer) => {
      // The other screen's list (check-in or check-out) is stale now; this one is the answer.
      await invalidatePaths(client, ['sportscamp/presenceList']);
      client.setQueryData(callQuery('sportscamp/presenceList', list).queryKey, answer);
    },
    onError: (error) => {
      showError(t.errorTitle, messageOf(error, fallback));
      void client.invalidateQueries({ queryKey: callQuery('sportscamp/presenceList', list).queryKey });
    },
  });
}
