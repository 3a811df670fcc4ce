import type { AdminMember } from '@clubhuis/contract/entities/admin';
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
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
import '@mantine/core/styles/SegmentedControl.css';

// The member dialog loads at its button's click.
const MemberEditDialog = lazyPage(() => import('./MemberEditDialog'), 'MemberEditDialog');

const PAGE = 50;
const dmy = (iso: string) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/** /beheer/leden: the club's members a page at a time, searched on the server; add, change, stop. */
export function AdminMembersPage() {
  const [search, setSearch] = useState('');
  const [inactive, setInactive] = useState(false);
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<AdminMember | 'new' | null>(null);
  const list = useCall('admin/members/list', { search, inactive, offset });
  useErrorDialogFor(list.error, t.errorTitle, t.membersLoadFailed);
  const showError = useShowError();
  const active = useCallMutation('admin/members/active', {
    refetchActive: true,
    invalidates: ['admin/members/list', 'admin/audit/list'],
    onError: (e) => showError(t.errorTitle, messageOf(e, t.memberSaveFailed)),
  });
  const toggle = (m: AdminMember) => {
    const name = `${m.firstName} ${m.lastName}`;
    if (m.memberState === 1 && !window.confirm(t.stopQuestion(name))) return;
    active.mutate({ memberId: m.memberId, active: m.memberState !== 1 });
  };
  const data = list.data;
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t.membersTitle}</Title>
      <Group gap="xs" align="flex-end">
        <SearchInput
          value={search}
          onChange={(v) => {
            setSearch(v);
            setOffset(0);
          }}
          grow
        />
        <Button onClick={() => setEditing('new')}>{t.newMember}</Button>
      </Group>
      <SegmentedControl
        value={inactive ? 'stopped' : 'active'}
        onChange={(v) => {
          setInactive(v === 'stopped');
          setOffset(0);
        }}
        data={[
          { value: 'active', label: t.active },
          { value: 'stopped', label: t.stopped },
        ]}
      />
      {!data ? (
        <QueryState skeleton="rows" query={list} />
      ) : data.members.length === 0 ? (
        <Text>{t.noMembers}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t.memberCount(data.total)}
          </Text>
          {data.members.map((m) => (
            <Card key={m.memberId} withBorder padding="sm" component="article" aria-label={`${m.firstName} ${m.lastName}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                {/* The buttons keep their width, so 'Stopzetten' is never cut off on a phone (issue 28
                    item 18); the details take the card's whole width below, so an e-mail address
                    breaks at its separators, not in the middle. */}
                <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {m.lastName} {m.firstName}
                </Text>
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Button size="compact-sm" variant="light" onClick={() => setEditing(m)}>
                    {t.edit}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color={m.memberState === 1 ? 'red' : 'green'} onClick={() => toggle(m)}>
                    {m.memberState === 1 ? t.stop : t.restart}
                  </Button>
                </Group>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[dmy(m.birthdate), m.email, m.associationId].filter(Boolean).join(' · ')}
              </Text>
            </Card>
          ))}
          {data.total > PAGE && (
            <Group justify="space-between">
              <Button variant="default" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                {t.previous}
              </Button>
              <Text size="sm">
                {offset + 1}–{Math.min(offset + PAGE, data.total)}
              </Text>
              <Button variant="default" disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
                {t.next}
              </Button>
            </Group>
          )}
        </>
      )}
      <Suspense fallback={null}>
        {editing && <MemberEditDialog member={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </Stack>
  );
}
