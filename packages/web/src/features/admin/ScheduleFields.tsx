import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { Dropdown } from '../../ui/Dropdown';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Input.css';

export interface Schedule {
  weekday: number;
  startTime: string;
  endTime: string;
  dateFrom: string;
  dateTill: string;
}

/** Weekday, times and period: what a play-moment series and a weekly training share. */
export function ScheduleFields({ value, onChange }: { value: Schedule; onChange: (v: Schedule) => void }) {
  const set = (key: keyof Schedule, v: string | number) => onChange({ ...value, [key]: v });
  return (
    <>
      <Dropdown label={t.weekday} data={t.weekdays.map((d, i) => ({ value: String(i + 1), label: d }))} value={String(value.weekday)} onChange={(v) => set('weekday', Number(v))} />
      <Group grow>
        <TextInput type="time" label={t.startTime} value={value.startTime} onChange={(e) => set('startTime', e.currentTarget.value)} />
        <TextInput type="time" label={t.endTime} value={value.endTime} onChange={(e) => set('endTime', e.currentTarget.value)} />
      </Group>
      <SimpleGrid cols={2}>
        <TextInput type="date" label={t.dateFrom} value={value.dateFrom} onChange={(e) => set('dateFrom', e.currentTarget.value)} />
        <TextInput type="date" label={t.dateTill} value={value.dateTill} onChange={(e) => set('dateTill', e.currentTarget.value)} />
      </SimpleGrid>
    </>
  );
}
