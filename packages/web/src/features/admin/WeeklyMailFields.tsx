import type { ClubSettings } from '@clubhuis/contract/entities/admin';
import { Group, Stack, Text } from '@mantine/core';
import { Dropdown } from '../../ui/Dropdown';
import { adminTexts as t } from './messages';

type Moment = Pick<ClubSettings, 'weeklyMailDay' | 'weeklyMailHour'>;

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

/** The weekly e-mail's day and hour (issue 32): when every account gets its week, on the Brussels clock. */
export function WeeklyMailFields({ moment, onChange }: { moment: Moment; onChange: (patch: Partial<Moment>) => void }) {
  return (
    <Stack gap="xs" role="group" aria-label={t.weeklyMail}>
      <Text size="sm" fw={500}>
        {t.weeklyMail}
      </Text>
      <Text size="xs" c="dimmed">
        {t.weeklyMailHint}
      </Text>
      <Group gap="xs" grow>
        <Dropdown
          label={t.weeklyMailDay}
          data={t.weekdays.map((d, i) => ({ value: String(i + 1), label: d }))}
          value={String(moment.weeklyMailDay)}
          onChange={(v) => onChange({ weeklyMailDay: Number(v) })}
        />
        <Dropdown label={t.weeklyMailHour} data={HOURS} value={String(moment.weeklyMailHour)} onChange={(v) => onChange({ weeklyMailHour: Number(v) })} />
      </Group>
    </Stack>
  );
}
