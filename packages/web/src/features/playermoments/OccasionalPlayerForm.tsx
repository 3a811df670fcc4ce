import { Button, Card, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Dropdown } from '../../ui/Dropdown';
import { playerMomentsTexts as t } from './messages';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';

interface OccasionalPlayerFormProps {
  /** Members already on the list: they are ticked in the list, not added. */
  listed: ReadonlySet<number>;
  saving: boolean;
  /** Resolves once added; the field is cleared then (a failure keeps the choice). */
  onAdd: (memberId: number) => Promise<unknown>;
}

/** Search an active member and add them as occasional player; adding needs a member above 0 (spec 01 section 4). */
export function OccasionalPlayerForm({ listed, saving, onAdd }: OccasionalPlayerFormProps) {
  const members = useCall('member/getList.php', { allmembers: true }) // everyone who can be added as an occasional player;
  useErrorDialogFor(members.error, t.errorTitle, t.membersLoadFailed);
  const [memberId, setMemberId] = useState(0);
  const options = useMemo(
    () =>
      (members.data ?? [])
        .filter((m) => !listed.has(m.memberId))
        .map((m) => ({ value: String(m.memberId), label: m.memberName })),
    [members.data, listed],
  );

  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Dropdown
          label={t.occasionalPlayer}
          data={options}
          value={memberId > 0 ? String(memberId) : null}
          onChange={(value) => setMemberId(Number(value))}
          disabled={members.isPending}
        />
        <Group>
          <Button
            disabled={memberId <= 0}
            loading={saving}
            onClick={() => {
              onAdd(memberId).then(
                () => setMemberId(0),
                () => undefined, // the error dialog has told why
              );
            }}
          >
            {t.add}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
