import { __iconNode as iconBell } from '@tabler/icons-react/icons/IconBell';
import { __iconNode as iconBellFilled } from '@tabler/icons-react/icons/IconBellFilled';
import { useCall, useCallMutation } from '../../api/calls';
import { messageOf } from '../../api/ApiError';
import { useShowError } from '../../errors/useShowError';
import { Icon } from '../../ui/Icon';
import { interclubTexts as t } from './messages';

/**
 * The bell on a meeting card's team (issue 34): follow the team to get its results pushed and see it
 * on home; pressed again, stop. The account's follows are one answer, shared by every card.
 */
export function FollowButton({ teamId, team }: { teamId: number; team: string }) {
  const showError = useShowError();
  const followed = useCall('teamcomposition/followedTeams', {});
  const change = useCallMutation('teamcomposition/followTeam', {
    invalidates: ['home/myWeek'],
    updates: (cache, answer) => cache.set('teamcomposition/followedTeams', {}, answer),
    onError: (error) => showError(t.followTitle, messageOf(error, t.followFailed)),
  });
  const on = followed.data?.team_ids.includes(teamId) ?? false;
  const label = on ? t.unfollowTeam(team) : t.followTeam(team);
  return (
    <button
      type="button"
      className="follow-button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={!followed.data || change.isPending}
      onClick={() => change.mutate({ team_id: teamId, follow: on ? 0 : 1 })}
    >
      <Icon node={on ? iconBellFilled : iconBell} filled={on} size={18} />
    </button>
  );
}
