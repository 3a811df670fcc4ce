import { Button, Card, Group, Switch } from '@mantine/core';
import { PlainSegmented } from '../../ui/PlainSegmented';
import type { MeetingFilter, MeetingWhen } from './meetingFilter';
import { interclubTexts as t } from './messages';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';

const WHEN = [
  { value: 'coming', label: t.coming },
  { value: 'done', label: t.done },
] as const;

interface MeetingFilterCardProps {
  filter: MeetingFilter;
  onChange: (filter: MeetingFilter) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Coming or played meetings, only my teams or all, and 'Vernieuwen' (forces a reload past the 60 s cache). */
export function MeetingFilterCard({ filter, onChange, onRefresh, refreshing }: MeetingFilterCardProps) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <PlainSegmented<MeetingWhen>
          label={t.filterWhen}
          value={filter.when}
          onChange={(when) => onChange({ ...filter, when })}
          data={WHEN}
        />
        <Button variant="light" onClick={onRefresh} loading={refreshing}>
          {t.refresh}
        </Button>
      </Group>
      <Switch
        mt="sm"
        label={t.onlyMyTeams}
        checked={filter.onlyMine}
        onChange={(event) => onChange({ ...filter, onlyMine: event.currentTarget.checked })}
      />
    </Card>
  );
}
