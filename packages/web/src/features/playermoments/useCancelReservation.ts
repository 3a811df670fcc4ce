import type { Reservation } from '@clubhuis/contract/entities/playermoments';
import { useCallMutation } from '../../api/calls';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { navigate } from '../../router/location';
import { playerMomentsTexts as t } from './messages';

/**
 * Cancels a reservation, then force-reloads the overview (spec 01 section 4); when nothing is left
 * the app goes to /reserved. reload answers the fresh list.
 */
export function useCancelReservation(reload: () => Promise<readonly Reservation[] | undefined>, onDone: () => void) {
  const showError = useShowError();
  return useCallMutation('reservation/delete.php', {
    invalidates: ['playermoment/playermoment_list.php'],
    onSuccess: async () => {
      const fresh = await reload();
      onDone();
      if (fresh && fresh.length === 0) navigate('/reserved');
    },
    onError: (error) => {
      onDone();
      showError(t.errorTitle, messageOf(error, t.cancelFailed));
    },
  });
}
