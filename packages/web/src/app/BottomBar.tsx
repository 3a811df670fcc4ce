import { __iconNode as iconCalendarEvent } from '@tabler/icons-react/icons/IconCalendarEvent';
import { __iconNode as iconChartLine } from '@tabler/icons-react/icons/IconChartLine';
import { __iconNode as iconHome } from '@tabler/icons-react/icons/IconHome';
import { __iconNode as iconMenu2 } from '@tabler/icons-react/icons/IconMenu2';
import { __iconNode as iconSettings } from '@tabler/icons-react/icons/IconSettings';
import { __iconNode as iconStretching } from '@tabler/icons-react/icons/IconStretching';
import { __iconNode as iconTent } from '@tabler/icons-react/icons/IconTent';
import { __iconNode as iconTrophy } from '@tabler/icons-react/icons/IconTrophy';
import { __iconNode as iconUsersGroup } from '@tabler/icons-react/icons/IconUsersGroup';
import { Icon } from '../ui/Icon';
import { useConfig } from '../config/useConfig';
import { hrefOf } from '../router/location';
import { useCurrentPath } from '../router/useCurrentPath';
import { useSession } from '../session/sessionStore';
import { useMyMembers } from '../session/useMyMembers';
import { bottomPlaces, type Place } from './menu/menuSections';
import { menuTexts as t } from './menu/messages';
import './bottomBar.css';

const ICONS = {
  home: iconHome,
  teams: iconUsersGroup,
  trainings: iconStretching,
  camp: iconTent,
  league: iconTrophy,
  results: iconChartLine,
  reservations: iconCalendarEvent,
  admin: iconSettings,
  more: iconMenu2,
};

/** Home also stands for '/', and a place holds its sub-screens (/league/7 under /league/7's tab). */
function isCurrent(place: Place, path: string): boolean {
  if (place.key === 'more') return false;
  if (place.key === 'home') return path === '/home' || path === '/';
  return path === place.to || path.startsWith(`${place.to}/`);
}

/**
 * The bottom bar below 540 px (shell.css hides it above): the member's daily places from the side menu's
 * data (bottomPlaces), each an icon with a short label, the current one marked (aria-current), and
 * 'Meer', which opens the side menu itself. Plain links and a button: keyboard and screen reader reach it
 * as any other nav landmark.
 */
export function BottomBar({ menuOpened, onMore }: { menuOpened: boolean; onMore: () => void }) {
  const config = useConfig();
  const { user, selectedMemberId } = useSession();
  const members = useMyMembers();
  const path = useCurrentPath();
  const selectedMember = members.find((m) => m.memberId === selectedMemberId);
  const places = bottomPlaces({ config, user, memberCount: members.length, selectedMemberId, selectedMember });
  if (places.length === 0) return null;
  return (
    <nav className="shell-bottom" aria-label={t.bottomBar}>
      {places.map((place) => {
        const icon = <Icon node={ICONS[place.key]} size={24} stroke={1.75} />;
        if (place.key === 'more') {
          return (
            <button key="more" type="button" className="shell-place" aria-expanded={menuOpened} aria-controls="hoofdmenu" onClick={onMore}>
              {icon}
              <span>{place.label}</span>
            </button>
          );
        }
        const current = isCurrent(place, path);
        return (
          <a key={place.key} className="shell-place" href={hrefOf(place.to)} aria-current={current ? 'page' : undefined}>
            {icon}
            <span>{place.label}</span>
          </a>
        );
      })}
    </nav>
  );
}
