import type { CampPresence } from '@clubhuis/contract/entities/sportscamp';
import { Group, Switch, Text } from '@mantine/core';
import { sportsCampTexts as t } from './messages';
import '@mantine/core/styles/Switch.css';

/** One child with a switch: checked in (check-in screen) or checked out (check-out screen). */
export function PresenceRow({ p, checked, label, disabled, onToggle }: {
  p: CampPresence;
  checked: boolean;
  label: string;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <div>
        <Text fw={500}>
          {p.gender === 'M' ? '♂' : '♀'} {p.subscriptionName}
          {p.isBirthdayToday ? ' 🎂' : ''}
        </Text>
        {p.parents && (
          <Text size="xs" c="dimmed">
            {t.parents}: {p.parents}
          </Text>
        )}
      </div>
      <Switch size="md" checked={checked} disabled={disabled} onChange={onToggle} aria-label={label} />
    </Group>
  );
}
