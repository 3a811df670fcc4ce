import type { CampMoment } from '@clubhuis/contract/entities/sportscamp';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { Stack, Text } from '@mantine/core';
import { Dropdown } from '../../ui/Dropdown';

/** The half day going on now (today, morning before one o'clock), else today's first, else the first. */
export function currentMoment(moments: CampMoment[], now: Date = new Date()): CampMoment | undefined {
  const { date, time } = brusselsClock(now);
  const ampm = time < '13:00' ? 'am' : 'pm';
  return moments.find((m) => m.campDate === date && m.ampm === ampm) ?? moments.find((m) => m.campDate === date) ?? moments[0];
}

/** Picks one camp moment; `id` is what identifies it (eventId for a group's half day). */
export function CampMomentPicker({ label, moments, value, onChange }: {
  label: string;
  moments: CampMoment[];
  value: number;
  onChange: (eventId: number) => void;
}) {
  const chosen = moments.find((m) => m.eventId === value);
  // The moment's text (camp, group, day and half day) is longer than a phone's field: it is repeated
  // whole below it, so the group and the moment can be read (issue 28 item 18).
  return (
    <Stack gap={4}>
      <Dropdown
        label={label}
        data={moments.map((m) => ({ value: String(m.eventId), label: m.campTitleAndPeriod }))}
        value={String(value)}
        onChange={(v) => onChange(Number(v))}
      />
      {chosen && (
        <Text size="sm" c="dimmed" data-chosen-moment>
          {chosen.campTitleAndPeriod}
        </Text>
      )}
    </Stack>
  );
}
