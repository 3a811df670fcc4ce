import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../api/api';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { navigate } from '../../router/location';
import { playerMomentsTexts as t } from './messages';
import { playerMomentsKeys } from './playerMomentsQueries';

/** Saves a reservation; then the moments' counts and the overview are stale, and the app goes to the overview. */
export function useReserve() {
  const client = useQueryClient();
  const showError = useShowError();
  return useMutation({
    mutationFn: (body: { event_id: number; member_id: number; remark: string }) => post('reservation/update.php', body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: playerMomentsKeys.moments(), refetchType: 'none' });
      await client.invalidateQueries({ queryKey: playerMomentsKeys.reservations(), refetchType: 'none' });
      navigate('/reservations');
    },
    onError: (error) => showError(t.errorTitle, messageOf(error, t.reservationFailed)),
  });
}
