import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Spinner } from '../../ui/Spinner';
import { matchesSubscription } from './campText';
import { sportsCampTexts as t } from './messages';
import { SubscriptionCard } from './SubscriptionCard';
import '@mantine/core/styles/Input.css';

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
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          style={{ flex: 1 }}
        />
        <Button variant="light" loading={list.isFetching} onClick={() => void list.refresh()}>
          {t.refresh}
        </Button>
      </Group>
      {list.isPending ? (
        list.isError ? null : <Spinner />
      ) : shown.length === 0 ? (
        <Text>{t.noSubscriptions}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t.subscriptionsCount(shown.length)}
          </Text>
          {shown.map((s) => (
            <SubscriptionCard key={s.id} s={s} />
          ))}
        </>
      )}
    </Stack>
  );
}
