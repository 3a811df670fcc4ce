import type { Reservation } from '@clubhuis/contract/entities/playermoments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/api';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { navigate } from '../../router/location';
import { playerMomentsTexts as t } from './messages';
import { playerMomentsKeys } from './playerMomentsQueries';

/**
 * Cancels a reservation, then force-reloads the overview (spec 01 section 4); when nothing is left
 * the app goes to /reserved. reload answers the fresh list.
 */
export function useCancelReservation(reload: () => Promise<readonly Reservation[] | undefined>, onDone: () => void) {
  const client = useQueryClient();
  const showError = useShowError();
  return useMutation({
    mutationFn: (r: Reservation) => post('reservation/delete.php', { event_id: r.eventId, member_id: r.memberId }),
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: playerMomentsKeys.moments(), refetchType: 'none' });
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
