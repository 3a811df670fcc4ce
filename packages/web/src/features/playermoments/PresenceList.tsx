import type { Presence } from '@clubhuis/contract/entities/playermoments';
import { Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { playerMomentsTexts as t } from './messages';
import { presentCount } from './momentRules';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { RefreshButton } from '../../ui/RefreshButton';

interface PresenceListProps {
  presences: readonly Presence[];
  /** The member whose change is being saved (0 = none). */
  busyMemberId: number;
  onToggle: (presence: Presence) => void;
  /** 'Vernieuwen': another responsible person may have ticked meanwhile. */
  onRefresh: () => void;
  refreshing: boolean;
}

/** The presence list of one moment with its total present; a tick flips present/not present. */
export function PresenceList({ presences, busyMemberId, onToggle, onRefresh, refreshing }: PresenceListProps) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={t.presenceList}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} aria-live="polite">
            {t.totalPresent(presentCount(presences), presences.length)}
          </Text>
          <RefreshButton size="xs" onRefresh={onRefresh} loading={refreshing} />
        </Group>
        {presences.length === 0 && <Text size="sm">{t.noPresences}</Text>}
        {presences.map((p) => (
          <Group key={p.memberId} gap="xs" wrap="nowrap" justify="space-between">
            <Checkbox
              label={p.memberName}
              checked={p.presence === '1'}
              disabled={busyMemberId === p.memberId}
              onChange={() => onToggle(p)}
            />
            {p.occasional === '1' && (
              <Badge variant="outline" color="gray.7" c="gray.9" size="sm">
                {t.occasional}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
