import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Header } from './Header';
import { ManifestLink } from './ManifestLink';
import { HeaderNotices } from './HeaderNotices';
import { OfflineNotice } from './OfflineNotice';
import { WaitingChanges } from './WaitingChanges';
import { lazyPage } from '../router/lazyPage';
import { shellTexts } from './messages';
import { RouteView } from './RouteView';
import { useCurrentPath } from '../router/useCurrentPath';
import { useSession } from '../session/sessionStore';
import { AfterFirstScreen } from '../ui/AfterFirstScreen';
import './shell.css';

/** The menu sits beside the screen from the sm breakpoint (48em = 768 px); below it covers the screen. */
const DESKTOP_QUERY = '(min-width: 48em)';
const SIZES = { '--shell-header-height': '56px', '--shell-nav-width': '280px', '--shell-bottom-height': '60px' } as CSSProperties;
// On a phone the menu stays closed until the burger is tapped: its code (sections, collapsible
// links) loads then, not with the first screen.
const SideMenu = lazyPage(() => import('./menu/SideMenu'), 'SideMenu');
/** Below 540 px (the spec's mobile limit) the bottom bar. */
const PHONE_QUERY = '(max-width: 33.74em)';
// The bar (its icons and the menu data it derives its places from) loads once the first screen has
// its answers and has drawn them, not with it: the first screen's budget is 120 kB, and on HTTP/1.1
// its six files would delay that screen's cards. Its room is kept from the first paint (data-bar).
const BottomBar = lazyPage(() => import('./BottomBar'), 'BottomBar');

/**
 * The app frame: header with the burger, the side menu, the current screen and, below 540 px, the
 * bottom bar. A closed menu is `hidden`, so its links leave the tab order and the accessibility tree too.
 */
export function Shell() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { user } = useSession();
  const withBar = isPhone && user !== null;
  const menuOpened = isDesktop ? desktopOpened : mobileOpened;
  const path = useCurrentPath();
  const closeMobile = mobile.close;
  // Once opened the menu stays mounted, so its sections keep their open or closed state.
  const [menuUsed, setMenuUsed] = useState(menuOpened);
  if (menuOpened && !menuUsed) setMenuUsed(true);

  // A new screen closes the phone's menu.
  useEffect(() => {
    closeMobile();
  }, [path, closeMobile]);

  return (
    <div className="shell" data-menu={menuOpened ? 'open' : 'closed'} data-bar={withBar || undefined} style={SIZES}>
      <header className="shell-header">
        <Header menuOpened={menuOpened} onToggleMenu={isDesktop ? desktop.toggle : mobile.toggle} />
      </header>
      <nav id="hoofdmenu" className="shell-nav" aria-label={shellTexts.mainMenu} hidden={!menuOpened}>
        {menuUsed && (
          <Suspense fallback={null}>
            <SideMenu onNavigate={closeMobile} />
          </Suspense>
        )}
      </nav>
      <main className="shell-main">
        <OfflineNotice />
        <HeaderNotices />
        <RouteView />
      </main>
      {withBar && (
        <AfterFirstScreen>
          <Suspense fallback={null}>
            <BottomBar menuOpened={mobileOpened} onMore={mobile.toggle} />
          </Suspense>
        </AfterFirstScreen>
      )}
      <WaitingChanges />
      <AfterFirstScreen>
        <ManifestLink />
      </AfterFirstScreen>
    </div>
  );
}
