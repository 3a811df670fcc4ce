import { useCallMutation } from '../../api/calls';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { navigate } from '../../router/location';
import { playerMomentsTexts as t } from './messages';

/** Saves a reservation; then the moments' counts and the overview are stale, and the app goes to the overview. */
export function useReserve() {
  const showError = useShowError();
  return useCallMutation('reservation/update.php', {
    invalidates: ['playermoment/playermoment_list.php', 'reservation/list.php'],
    onSuccess: () => navigate('/reservations'),
    onError: (error) => showError(t.errorTitle, messageOf(error, t.reservationFailed)),
  });
}
