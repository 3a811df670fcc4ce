import type { AdminMember } from '@clubhuis/contract/entities/admin';
import { Button, Group, Stack, Text } from '@mantine/core';
import { messageOf } from '../../api/ApiError';
import { useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { adminTexts as t } from './messages';

/** Hands a JSON document to the browser as a file to save. */
function saveJson(name: string, data: unknown) {
  const href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href, download: name });
  a.click();
  URL.revokeObjectURL(href);
}

/** A member's GDPR requests: everything as a file, or its personal data erased after typing its name. */
export function PrivacyActions({ member, onErased }: { member: AdminMember; onErased: (message: string) => void }) {
  const showError = useShowError();
  const name = `${member.firstName} ${member.lastName}`;
  const download = useCallMutation('admin/privacy/export', {
    onSuccess: (data) => saveJson(t.exportFileName(member.memberId), data),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.privacyFailed)),
  });
  const erase = useCallMutation('admin/privacy/erase', {
    refetchActive: true,
    invalidates: ['admin/members/list', 'admin/audit/list', 'member/getList.php'],
    onSuccess: (answer) => onErased(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.privacyFailed)),
  });
  const ask = () => {
    const typed = window.prompt(t.eraseQuestion(name));
    if (typed !== null) erase.mutate({ memberId: member.memberId, confirm: typed });
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t.privacy}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" variant="light" loading={download.isPending} onClick={() => download.mutate({ memberId: member.memberId })}>
          {t.download}
        </Button>
        <Button size="compact-sm" variant="light" color="red" loading={erase.isPending} onClick={ask}>
          {t.erase}
        </Button>
      </Group>
    </Stack>
  );
}
