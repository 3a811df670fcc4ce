import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { AdminListPage } from '../../ui/AdminListPage';
import { lazyPage } from '../../router/lazyPage';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Card.css';

// The new-series dialog loads at its button's click.
const SeriesDialog = lazyPage(() => import('./SeriesDialog'), 'SeriesDialog');

/** /beheer/spelmomenten: weekly play-moment series that make the moments members reserve. */
export function SeriesPage() {
  const list = useCall('admin/playermoments/series', {});
  useErrorDialogFor(list.error, t.errorTitle, t.seriesLoadFailed);
  const [done, setDone] = useState('');
  const showError = useShowError();
  const end = useCallMutation('admin/playermoments/seriesEnd', {
    refetchActive: true,
    invalidates: ['admin/playermoments/series', 'admin/audit/list', 'playermoment/playermoment_list.php'],
    onSuccess: (answer) => setDone(answer.message),
    onError: (e) => showError(t.errorTitle, messageOf(e, t.seriesSaveFailed)),
  });
  return (
    <AdminListPage
      title={t.seriesTitle}
      newLabel={t.newSeries}
      newDialog={(props) => <SeriesDialog {...props} />}
      done={done}
      onDone={setDone}
      query={list}
      empty={t.noSeries}
    >
        {(data) => (
        data.map((s) => (
          <Card key={s.seriesId} withBorder padding="sm" component="article" aria-label={s.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text fw={600}>
                  {s.name} ({t.disciplines[s.discipline]})
                </Text>
                <Text size="sm">{t.seriesLine(s, t.weekdays)}</Text>
                <Text size="sm" c="dimmed">
                  {t.seriesCounts(s.moments, s.next)}
                </Text>
              </Stack>
              {s.next && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => window.confirm(t.endSeriesQuestion(s.name)) && end.mutate({ seriesId: s.seriesId })}>
                  {t.endSeries}
                </Button>
              )}
            </Group>
          </Card>
        ))
        )}
    </AdminListPage>
  );
}
