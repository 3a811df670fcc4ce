import { Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { directoryRequest, filterMembers, membersFor, whichOf } from './memberSearch';
import { MemberFileCard } from './MemberFileCard';
import { MemberSearchCard } from './MemberSearchCard';
import { useCall } from '../../api/calls';
import { membersTexts as t } from './messages';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';

/**
 * /members and /members/{which} (spec 01 and 02, section 2): the search card, then one card per
 * active member, or per trainee for /members/trainees. Cached 60 s; 'Vernieuwen' reloads.
 */
export function MembersPage({ which: whichParam }: { which?: string }) {
  const which = whichOf(whichParam);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const list = useCall('member/getList.php', directoryRequest(which));
  useErrorDialogFor(list.error, t.errorTitle, t.loadFailed);

  const all = useMemo(() => membersFor(which, list.data ?? []), [which, list.data]);
  const shown = useMemo(() => filterMembers(all, deferredSearch), [all, deferredSearch]);
  const trainee = which === 'trainees';

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{trainee ? t.traineesTitle : t.membersTitle}</Title>
      <MemberSearchCard search={search} onSearch={setSearch} onRefresh={() => void list.refresh()} refreshing={list.isFetching} />
      {list.isPending ? (
        <ListSkeleton />
      ) : shown.length === 0 ? (
        <Text>{t.noMembers}</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t.count(shown.length, all.length)}
          </Text>
          {shown.map((member) => (
            <MemberFileCard key={member.id} member={member} trainee={trainee} />
          ))}
        </>
      )}
    </Stack>
  );
}
