import { Box, Burger, Group, Text } from '@mantine/core';
import { useConfig } from '../config/useConfig';
import { shellTexts } from './messages';
import { useSession } from '../session/sessionStore';

interface HeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/**
 * The top bar in the club's colour: burger, the club's logo (an uploaded image, else its favicon), club
 * title with club code, name and association, and who is logged in.
 */
export function Header({ menuOpened, onToggleMenu }: HeaderProps) {
  const config = useConfig();
  const { user } = useSession();
  const club = [config.clubCode, config.clubName].filter(Boolean).join(' ');
  const clubLine = [club, config.association].filter(Boolean).join(' · ');
  const logo = config.logo || config.favicon;

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap">
      <Burger
        opened={menuOpened}
        onClick={onToggleMenu}
        size="sm"
        color="var(--mantine-primary-color-contrast)"
        aria-label={shellTexts.menu}
        aria-expanded={menuOpened}
        aria-controls="hoofdmenu"
      />
      {/* Decorative: the club's name is written beside it. */}
      {logo && <img className="shell-logo" src={logo} alt="" width={32} height={32} />}
      {/* Not a heading: the page's own h1 carries the title, the bar just brands every screen. */}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} lh={1.2} truncate="end">
          {config.title}
        </Text>
        {clubLine && (
          <Text size="xs" lh={1.3} truncate="end">
            {clubLine}
          </Text>
        )}
      </Box>
      {user && (
        <Text size="sm" visibleFrom="xs" truncate="end" maw="40%">
          {`${user.firstName} ${user.lastName}`.trim()}
        </Text>
      )}
    </Group>
  );
}
