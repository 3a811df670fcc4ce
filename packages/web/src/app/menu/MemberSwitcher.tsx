import { sportOf } from '@clubhuis/contract/rules/session';
import { Dropdown } from '../../ui/Dropdown';
import { useConfig } from '../../config/useConfig';
import { navigate } from '../../router/location';
import { selectMember } from '../../session/sessionLifecycle';
import { useSession } from '../../session/sessionStore';
import { displayName, useMyMembers } from '../../session/useMyMembers';
import { menuTexts } from './messages';

/** 'Selecteer lid': act as another linked member; table tennis then shows that member's results. */
export function MemberSwitcher({ onNavigate }: { onNavigate: () => void }) {
  const config = useConfig();
  const members = useMyMembers();
  const { selectedMemberId } = useSession();
  const data = members.map((m) => ({ value: String(m.memberId), label: displayName(m) }));

  const choose = (value: string) => {
    const memberId = Number(value);
    selectMember(memberId);
    onNavigate();
    navigate(sportOf(config.association) === 'tabletennis' ? `/results/${memberId}` : '/home');
  };

  return (
    <Dropdown label={menuTexts.selectMember} hideLabel data={data} value={String(selectedMemberId)} onChange={choose} />
  );
}
