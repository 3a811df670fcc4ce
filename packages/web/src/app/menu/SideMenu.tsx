import { Box, Loader, NavLink } from '@mantine/core';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useConfig } from '../../config/useConfig';
import { hrefOf, navigate } from '../../router/location';
import { lazyPage } from '../../router/lazyPage';
import { useCurrentPath } from '../../router/useCurrentPath';
import { useSession } from '../../session/sessionStore';
import { useMyMembers } from '../../session/useMyMembers';
import { __iconNode as iconBell } from '@tabler/icons-react/icons/IconBell';
import { Icon } from '../../ui/Icon';
import { ColorSchemeChoice } from './ColorSchemeChoice';
import { LanguageChoice } from './LanguageChoice';
import { menuSections, type MenuEntry } from './menuSections';
import { menuTexts as t } from './messages';
import '@mantine/core/styles/NavLink.css';

/** Section headers stand out from the entries below them. */
const SECTION_STYLES = { label: { fontWeight: 600 } };
// The member switcher brings the dropdown (Combobox, Popover); only users with several members need it.
const MemberSwitcher = lazyPage(() => import('./MemberSwitcher'), 'MemberSwitcher');

/** The side menu (spec 01 section 2): collapsible sections, computed by menuSections. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const config = useConfig();
  const { user, selectedMemberId } = useSession();
  const members = useMyMembers();
  const selectedMember = members.find((m) => m.memberId === selectedMemberId);
  const path = useCurrentPath();
  const sections = menuSections({ config, user, memberCount: members.length, selectedMemberId, selectedMember });
  // A plain tap goes to the screen itself, then closes the drawer: a link the closing drawer takes out of
  // the page during the tap could no longer navigate (the address stayed put in a browser test, twice).
  // Ctrl-, shift- or middle-clicks keep the anchor's own behaviour (a new tab).
  const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
    onNavigate();
  };

  const link = (entry: MenuEntry) =>
    'to' in entry ? (
      <NavLink
        key={entry.label + entry.to}
        href={hrefOf(entry.to)}
        label={entry.label}
        active={path === entry.to}
        aria-current={path === entry.to ? 'page' : undefined}
        onClick={follow(entry.to)}
      />
    ) : (
      <NavLink key={entry.label} href={entry.href} label={entry.label} target="_blank" rel="noopener noreferrer" />
    );

  return (
    <Box py="xs">
      {sections.map((section) => {
        switch (section.kind) {
          case 'link':
            return (
              <NavLink
                key={section.key}
                href={hrefOf(section.to)}
                label={section.label}
                leftSection={section.key === 'notifications' ? <Icon node={iconBell} size={18} /> : undefined}
                active={path === section.to}
                onClick={follow(section.to)}
                styles={SECTION_STYLES}
              />
            );
          case 'memberSwitch':
            return (
              <Section key={section.key} label={section.label} defaultOpen={section.defaultOpen}>
                <Box px="sm" py={4}>
                  <Suspense fallback={<Loader size="sm" />}>
                    <MemberSwitcher onNavigate={onNavigate} />
                  </Suspense>
                </Box>
              </Section>
            );
          case 'group':
            return (
              <Section key={section.key} label={section.label} defaultOpen={section.defaultOpen}>
                {section.entries.map(link)}
              </Section>
            );
        }
      })}
      <Section label={t.appearance} defaultOpen={false}>
        <ColorSchemeChoice />
      </Section>
      <Section label={t.language} defaultOpen={false}>
        <LanguageChoice />
      </Section>
    </Box>
  );
}

/** A collapsible menu section with its default open state. */
function Section({ label, defaultOpen, children }: { label: string; defaultOpen: boolean; children: ReactNode }) {
  return (
    <NavLink component="button" label={label} defaultOpened={defaultOpen} styles={SECTION_STYLES}>
      {children}
    </NavLink>
  );
}
