import { Group } from '@mantine/core';
import { PlainSegmented } from '../../ui/PlainSegmented';
import { PlainSwitch } from '../../ui/PlainSwitch';
import type { MeetingFilter, MeetingWhen } from './meetingFilter';
import { interclubTexts as t } from './messages';
import './meetingFilterCard.css';
import { RefreshButton } from '../../ui/RefreshButton';

/** The two choices, labelled in the active language when the card renders. */
const whenChoices = () =>
  [
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
    // A plain box in the look of Mantine's Card withBorder: Card and Switch were 14 of /teams' files.
    <div className="meeting-filter">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <PlainSegmented<MeetingWhen>
          label={t.filterWhen}
          value={filter.when}
          onChange={(when) => onChange({ ...filter, when })}
          data={whenChoices()}
        />
        <RefreshButton onRefresh={onRefresh} loading={refreshing} />
      </Group>
      <PlainSwitch label={t.onlyMyTeams} checked={filter.onlyMine} onChange={(onlyMine) => onChange({ ...filter, onlyMine })} />
    </div>
  );
}
