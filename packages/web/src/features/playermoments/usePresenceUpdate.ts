import type { Presence } from '@clubhuis/contract/entities/playermoments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/api';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { playerMomentsTexts as t } from './messages';
import { mergePresenceAnswer } from './momentRules';
import { callQuery } from '../../api/calls';

export interface PresenceChange {
  eventId: number;
  memberId: number;
  present: boolean;
}

/** Sets one member present or not (a member not on the list joins as occasional); the answer is the new list. */
export function usePresenceUpdate(onSaved?: (change: PresenceChange) => void) {
  const client = useQueryClient();
  const showError = useShowError();
  return useMutation({
    mutationFn: (c: PresenceChange) =>
      post('presence/update.php', { event_id: c.eventId, member_id: c.memberId, presence: c.present ? 1 : 0 }),
    onSuccess: (list: Presence[], change) => {
      client.setQueryData(callQuery('presence/list.php', { event_id: change.eventId }).queryKey, (current) =>
        mergePresenceAnswer(current, list, change.memberId),
      );
      onSaved?.(change);
    },
    onError: (error) => showError(t.errorTitle, messageOf(error, t.presenceUpdateFailed)),
  });
}
