import { Box, Burger, Group, Text } from '@mantine/core';
import { useConfig } from '../config/useConfig';
import { shellTexts } from './messages';
import { useSession } from '../session/sessionStore';

interface HeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** The top bar: burger, club title with club code, name and association, and who is logged in. */
export function Header({ menuOpened, onToggleMenu }: HeaderProps) {
  const config = useConfig();
  const { user } = useSession();
  const club = [config.clubCode, config.clubName].filter(Boolean).join(' ');
  const clubLine = [club, config.association].filter(Boolean).join(' · ');

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap">
      <Burger
        opened={menuOpened}
        onClick={onToggleMenu}
        size="sm"
        aria-label={shellTexts.menu}
        aria-expanded={menuOpened}
        aria-controls="hoofdmenu"
      />
      {/* Not a heading: the page's own h1 carries the title, the bar just brands every screen. */}
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} lh={1.2} truncate="end">
          {config.title}
        </Text>
        {clubLine && (
          <Text size="xs" lh={1.3} c="gray.7" truncate="end">
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
