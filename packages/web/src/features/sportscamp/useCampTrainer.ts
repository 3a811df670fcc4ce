import { defaultMemberId, useSession } from '../../session/sessionStore';

/** The member the camp calls ask for (trainer_id): the selected member, else the user's own. */
export function useCampTrainerId(): number {
  const { user, selectedMemberId } = useSession();
  if (selectedMemberId > 0) return selectedMemberId;
  return user ? defaultMemberId(user) : 0;
}
