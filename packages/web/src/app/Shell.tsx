import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, type CSSProperties } from 'react';
import { Header } from './Header';
import { HeaderNotices } from './HeaderNotices';
import { SideMenu } from './menu/SideMenu';
import { shellTexts } from './messages';
import { RouteView } from './RouteView';
import { useCurrentPath } from '../router/useCurrentPath';

const HEADER_HEIGHT = 56;
/** The navbar turns into a drawer below the sm breakpoint (48em = 768 px). */
const DESKTOP_QUERY = '(min-width: 48em)';
// A collapsed navbar is only moved off-screen by Mantine; hiding it also takes its links out of the
// tab order and the accessibility tree. visibility flips after the slide-out, thanks to the transition.
const NAV_TRANSITION: CSSProperties = { transitionProperty: 'transform, top, height, visibility', overflowY: 'auto' };
const NAV_HIDDEN: CSSProperties = { ...NAV_TRANSITION, visibility: 'hidden' };

/** The app frame: header with the burger, the side menu, and the current screen. */
export function Shell() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  const menuOpened = isDesktop ? desktopOpened : mobileOpened;
  const path = useCurrentPath();
  const closeMobile = mobile.close;

  // A new screen closes the phone's drawer.
  useEffect(() => {
    closeMobile();
  }, [path, closeMobile]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Header menuOpened={menuOpened} onToggleMenu={isDesktop ? desktop.toggle : mobile.toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="hoofdmenu" aria-label={shellTexts.mainMenu} style={menuOpened ? NAV_TRANSITION : NAV_HIDDEN}>
        <SideMenu onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main>
        <HeaderNotices />
        <RouteView />
      </AppShell.Main>
    </AppShell>
  );
}
