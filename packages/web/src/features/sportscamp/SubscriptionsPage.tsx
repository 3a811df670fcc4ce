import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { QueryState } from '../../ui/QueryState';
import { matchesSubscription } from './campText';
import { sportsCampTexts as t } from './messages';
import { SubscriptionCard } from './SubscriptionCard';
import '@mantine/core/styles/Input.css';
import { SearchInput } from '../../ui/SearchInput';

/** /subscriptions (spec 02 section 2): the camp's children, searchable by name, e-mail or address. */
export function SubscriptionsPage() {
  const list = useCall('sportscamp/subscriptionList', {});
  useErrorDialogFor(list.error, t.errorTitle, t.subscriptionsLoadFailed);
  const [search, setSearch] = useState('');
  const shown = (list.data ?? []).filter((s) => matchesSubscription(s, search));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t.subscriptionsTitle}</Title>
      <Group gap="xs" align="flex-end">
        <SearchInput value={search} onChange={setSearch} grow />
        <Button variant="light" loading={list.isFetching} onClick={() => void list.refresh()}>
          {t.refresh}
        </Button>
      </Group>
      <QueryState query={list} empty={t.noSubscriptions} isEmpty={() => shown.length === 0}>
        {() => (
        <>
          <Text size="sm" c="dimmed">
            {t.subscriptionsCount(shown.length)}
          </Text>
          {shown.map((s) => (
            <SubscriptionCard key={s.id} s={s} />
          ))}
        </>
        )}
      </QueryState>
    </Stack>
  );
}
