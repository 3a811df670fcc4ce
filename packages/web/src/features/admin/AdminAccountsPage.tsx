import type { AdminAccount } from '@clubhuis/contract/entities/admin';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { SearchInput } from '../../ui/SearchInput';
import { QueryState } from '../../ui/QueryState';
import { lazyPage } from '../../router/lazyPage';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';

// The account dialog loads at its button's click.
const AccountEditDialog = lazyPage(() => import('./AccountEditDialog'), 'AccountEditDialog');

const RIGHTS = Object.keys(t.rightLabels) as (keyof typeof t.rightLabels)[];

/** /beheer/gebruikers: accounts with their members and rights; edit, and invite to choose a password. */
export function AdminAccountsPage() {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminAccount | 'new' | null>(null);
  const [sent, setSent] = useState('');
  const list = useCall('admin/accounts/list', { search });
  useErrorDialogFor(list.error, t.errorTitle, t.accountsLoadFailed);
  const showError = useShowError();
  const invite = useCallMutation('admin/accounts/invite', {
    refetchActive: true,
    invalidates: ['admin/audit/list'],
    onSuccess: (answer) => setSent(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.inviteFailed)),
  });
  const inviteAll = useCallMutation('admin/accounts/inviteAll', {
    refetchActive: true,
    invalidates: ['admin/accounts/list', 'admin/audit/list'],
    onSuccess: (answer) => setSent(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.inviteFailed)),
  });
  const ask = (a: AdminAccount) => {
    setSent('');
    if (window.confirm(t.inviteQuestion(a.email))) invite.mutate({ userId: a.userId });
  };
  const askAll = () => {
    setSent('');
    if (window.confirm(t.inviteAllQuestion)) inviteAll.mutate({});
  };
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t.accountsTitle}</Title>
      <Group gap="xs" align="flex-end">
        <SearchInput value={search} onChange={setSearch} grow />
        <Button onClick={() => setEditing('new')}>{t.newAccount}</Button>
      </Group>
      <Group>
        <Button variant="light" onClick={askAll} loading={inviteAll.isPending}>
          {t.inviteAll}
        </Button>
      </Group>
      {sent && (
        <Text role="status" c="green.8">
          {sent}
        </Text>
      )}
      <QueryState skeleton="rows" query={list} empty={t.noAccounts}>
        {(data) => (
          data.map((a) => (
            <Card key={a.userId} withBorder padding="sm" component="article" aria-label={a.email}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                {/* Shrinks and breaks a long e-mail address, so the buttons beside it stay whole (issue 28 item 18). */}
                <Stack gap={2} miw={0} flex={1}>
                  <Text fw={600}>
                    {a.firstName} {a.lastName}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {a.email}
                    {a.members.length > 0 && ` · ${a.members.map((m) => m.memberName).join(', ')}`}
                  </Text>
                  <Group gap={4}>
                    {!a.active && <Badge color="gray">{t.inactive}</Badge>}
                    {a.active && !a.hasPassword && <Badge color="orange">{t.noPassword}</Badge>}
                    {RIGHTS.filter((r) => a.rights[r]).map((r) => (
                      <Badge key={r} variant="light">
                        {t.rightLabels[r].split(' (')[0]}
                      </Badge>
                    ))}
                    {a.rights.trainerId > 0 && <Badge variant="light">{t.trainer}</Badge>}
                  </Group>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" variant="light" onClick={() => setEditing(a)}>
                    {t.edit}
                  </Button>
                  {a.active && (
                    <Button size="compact-sm" variant="subtle" onClick={() => ask(a)}>
                      {t.invite}
                    </Button>
                  )}
                </Group>
              </Group>
            </Card>
          ))
        )}
      </QueryState>
      <Suspense fallback={null}>
        {editing && <AccountEditDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </Stack>
  );
}
