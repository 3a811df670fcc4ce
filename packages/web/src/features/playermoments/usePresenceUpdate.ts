import type { Presence } from '@clubhuis/contract/entities/playermoments';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { playerMomentsTexts as t } from './messages';
import { mergePresenceAnswer } from './momentRules';

/** Sets one member present or not (a member not on the list joins as occasional); the answer is the new list. */
export function usePresenceUpdate() {
  const showError = useShowError();
  return useCallMutation('presence/update.php', {
    updates: (cache, list: Presence[], body) =>
      cache.update('presence/list.php', { event_id: body.event_id }, (current) => mergePresenceAnswer(current, list, body.member_id)),
    onError: (error) => showError(t.errorTitle, messageOf(error, t.presenceUpdateFailed)),
  });
}
