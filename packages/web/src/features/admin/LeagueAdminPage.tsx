import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useShowError } from '../../errors/useShowError';
import { AdminListPage } from '../../ui/AdminListPage';
import { lazyPage } from '../../router/lazyPage';
import { adminTexts as t } from './messages';
import '@mantine/core/styles/Card.css';

// The new-league dialog loads at its button's click.
const LeagueDialog = lazyPage(() => import('./LeagueDialog'), 'LeagueDialog');

const LEAGUE_READS = ['admin/league/overview', 'admin/audit/list', 'league/information.php', 'league/seriePouleList.php', 'league/serieRanking.php', 'league/statistics.php'] as const;

/** /beheer/league: each league's periods; a new period, drawing its poules, closing the running one. */
export function LeagueAdminPage() {
  const overview = useCall('admin/league/overview', {});
  useErrorDialogFor(overview.error, t.errorTitle, t.leagueLoadFailed);
  const today = brusselsClock(new Date()).date;
  const [period, setPeriod] = useState({ dateFrom: addDays(today, 7), dateTill: addDays(today, 49) });
  const [done, setDone] = useState('');
  const showError = useShowError();
  const options = {
    refetchActive: true,
    invalidates: LEAGUE_READS,
    onSuccess: (answer: { message: string }) => setDone(answer.message),
    onError: (e: Error) => showError(t.errorTitle, messageOf(e, t.leagueSaveFailed)),
  };
  const create = useCallMutation('admin/league/serieCreate', options);
  const draw = useCallMutation('admin/league/draw', options);
  const close = useCallMutation('admin/league/close', options);
  return (
    <AdminListPage
      title={t.leagueTitle}
      newLabel={t.newLeague}
      newDialog={(props) => <LeagueDialog {...props} />}
      done={done}
      onDone={setDone}
      query={overview}
      empty={t.noLeagues}
    >
        {(data) => (
        data.map((league) => (
          <Card key={league.leagueId} withBorder padding="sm" component="article" aria-label={league.description}>
            <Stack gap="xs">
              <Text fw={600}>{league.description}</Text>
              <Text size="sm" c="dimmed">
                {t.levelsLine(league.levels)}
              </Text>
              <Text size="sm">{t.waitingList(league.waiting.map((w) => w.memberName))}</Text>
              {league.series.map((s) => (
                <Group key={s.serieId} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {t.serieLine(s)} · {t.serieStatus[s.status] ?? s.status}
                  </Text>
                  {s.status < 2 && (
                    <Button size="compact-sm" onClick={() => window.confirm(t.drawQuestion(s.serie)) && draw.mutate({ serieId: s.serieId })}>
                      {t.draw}
                    </Button>
                  )}
                  {s.status === 2 && (
                    <Button size="compact-sm" variant="light" color="red" onClick={() => window.confirm(t.closeQuestion(s.serie)) && close.mutate({ serieId: s.serieId })}>
                      {t.closeSerie}
                    </Button>
                  )}
                </Group>
              ))}
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <TextInput type="date" label={t.dateFrom} value={period.dateFrom} onChange={(e) => setPeriod({ ...period, dateFrom: e.currentTarget.value })} />
                <TextInput type="date" label={t.dateTill} value={period.dateTill} onChange={(e) => setPeriod({ ...period, dateTill: e.currentTarget.value })} />
                <Button mt={{ xs: 24 }} variant="light" loading={create.isPending} onClick={() => create.mutate({ leagueId: league.leagueId, ...period })}>
                  {t.newSerie}
                </Button>
              </SimpleGrid>
            </Stack>
          </Card>
        ))
        )}
    </AdminListPage>
  );
}
