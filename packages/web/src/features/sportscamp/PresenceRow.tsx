import type { CampPresence } from '@clubhuis/contract/entities/sportscamp';
import { Group, Switch, Text } from '@mantine/core';
import { __iconNode as iconCake } from '@tabler/icons-react/icons/IconCake';
import { Icon } from '../../ui/Icon';
import { GenderIcon } from '../../ui/GenderIcon';
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
    <Group justify="space-between" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <div>
        <Group gap={6} wrap="nowrap">
          <GenderIcon gender={p.gender} label={p.gender === 'M' ? t.boy : t.girl} />
          <Text fw={500}>{p.subscriptionName}</Text>
          {p.isBirthdayToday && <Icon node={iconCake} label={t.birthdayToday} size={18} color="var(--mantine-color-pink-8)" />}
        </Group>
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
