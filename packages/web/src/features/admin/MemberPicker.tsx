import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { useCall } from '../../api/calls';
import { Dropdown } from '../../ui/Dropdown';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/CloseButton.css';

export interface Picked {
  memberId: number;
  memberName: string;
}

/** A list of chosen members with a searchable dropdown to add one and a cross to remove one. */
export function MemberPicker({ label, addLabel, value, onChange }: { label: string; addLabel: string; value: Picked[]; onChange: (v: Picked[]) => void }) {
  const members = useCall('member/getList.php', { allmembers: true });
  const candidates = (members.data ?? []).filter((m) => !value.some((c) => c.memberId === m.memberId)).map((m) => ({ value: String(m.memberId), label: m.memberName }));
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value.map((c) => (
        <Group key={c.memberId} gap={4}>
          <Text size="sm">{c.memberName}</Text>
          <CloseButton size="sm" aria-label={t.removeMember(c.memberName)} onClick={() => onChange(value.filter((x) => x.memberId !== c.memberId))} />
        </Group>
      ))}
      <Dropdown
        label={addLabel}
        data={candidates}
        value={null}
        onChange={(v) => {
          const m = members.data?.find((x) => String(x.memberId) === v);
          if (m) onChange([...value, { memberId: m.memberId, memberName: m.memberName }]);
        }}
      />
    </Stack>
  );
}
