import type { IndividualResults } from '@clubhuis/contract/entities/competition';
import { sportOf } from '@clubhuis/contract/rules/session';
import { Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { ApiError } from '../../api/ApiError';
import { useConfig } from '../../config/useConfig';
import { memberIdsOf, useSession } from '../../session/sessionStore';
import { displayName, useMyMembers } from '../../session/useMyMembers';
import { QueryState } from '../../ui/QueryState';
import { useCall } from '../../api/calls';
import { competitionTexts as t } from './messages';
import { Suspense } from 'react';
import { lazyPage } from '../../router/lazyPage';
import { ResultsEloTab } from './ResultsEloTab';
import { ResultsMatchesTab } from './ResultsMatchesTab';
import { ResultsRankingsTab } from './ResultsRankingsTab';
import { useLoadError } from './useLoadError';
import { weekCells, type WeekRow } from './weekCells';
import { WeekTable } from './WeekTable';
import { ONE_ROW_TABS } from './tabStyles';
import '@mantine/core/styles/Tabs.css';

// Issue 34's tabs load when opened: the screen's first paint carries neither the chart nor the calculator.
const ResultsHistoryTab = lazyPage(() => import('./ResultsHistoryTab'), 'ResultsHistoryTab');
const ResultsWhatIfTab = lazyPage(() => import('./ResultsWhatIfTab'), 'ResultsWhatIfTab');

/**
 * /results/{memberId} (the public route /results/{refresh}): a member's results on the competition
 * site in four tabs, and a button to the member's own page there. Table tennis only.
 */
export function ResultsPage({ refresh }: { refresh: string }) {
  const config = useConfig();
  const memberId = Number(refresh);
  const tableTennis = sportOf(config.association) === 'tabletennis';
  const valid = Number.isInteger(memberId) && memberId > 0;
  const results = useCall('frenoy/individualResults.php', { memberid: valid ? memberId : 0 }, { enabled: tableTennis && valid });
  // The competition site out of reach (503) is not the member's problem: a line on the screen, no dialog.
  const siteUnavailable = results.error instanceof ApiError && results.error.status === 503;
  useLoadError(siteUnavailable ? null : results.error, t.resultsLoadFailed);
  const { user } = useSession();
  const data = results.data;
  // Whose results these are: after 'Selecteer lid' a parent must see which child it is.
  const member = useMyMembers().find((m) => m.memberId === memberId);

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t.resultsTitle}</Title>
      {member && <Text c="dimmed">{t.resultsOf(displayName(member))}</Text>}
      {!tableTennis ? (
        <Text>{t.onlyTableTennis}</Text>
      ) : !valid ? (
        <Text>{user && memberIdsOf(user).length === 0 ? t.noLinkedMember : t.noResults}</Text>
      ) : siteUnavailable ? (
        <Text>{t.siteUnavailable}</Text>
      ) : results.isPending ? (
        <QueryState query={results} />
      ) : !data ? null : (
        <>
          {(data.Ranking || data.FrenoyUrl) && (
            <Stack gap="xs" align="flex-start">
              {data.Ranking && <Text fw={600}>{t.ownRanking(data.Ranking)}</Text>}
              {data.FrenoyUrl && (
                <Button component="a" href={data.FrenoyUrl} target="_blank" rel="noopener noreferrer" variant="light">
                  {t.openOnCompetitionSite}
                </Button>
              )}
            </Stack>
          )}
          {!data.ResultsAvailable ? (
            <Text>{t.noResults}</Text>
          ) : (
            <Tabs defaultValue="rankings" keepMounted={false} styles={ONE_ROW_TABS}>
              <Tabs.List>
                <Tabs.Tab value="rankings">{t.rankingsTab}</Tabs.Tab>
                <Tabs.Tab value="matches">{t.matchesTab}</Tabs.Tab>
                <Tabs.Tab value="weeks">{t.weekResultsTab}</Tabs.Tab>
                <Tabs.Tab value="elo">{t.eloTab}</Tabs.Tab>
                {member && <Tabs.Tab value="history">{t.historyTab}</Tabs.Tab>}
                <Tabs.Tab value="whatif">{t.whatIfTab}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="rankings" pt="sm">
                <ResultsRankingsTab rankings={data.RankingResults} />
              </Tabs.Panel>
              <Tabs.Panel value="matches" pt="sm">
                <ResultsMatchesTab matches={data.DetailResults} memberId={member ? memberId : undefined} />
              </Tabs.Panel>
              <Tabs.Panel value="weeks" pt="sm">
                {data.WeekResults.length === 0 ? (
                  <Text>{t.noWeekResults}</Text>
                ) : (
                  <WeekTable rows={data.WeekResults.map(teamRow)} caption={t.weekResultsCaption} nameHeader={t.team} />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="elo" pt="sm">
                <ResultsEloTab points={data} />
              </Tabs.Panel>
              {member && (
                <Tabs.Panel value="history" pt="sm">
                  <Suspense fallback={null}>
                    <ResultsHistoryTab memberId={memberId} />
                  </Suspense>
                </Tabs.Panel>
              )}
              <Tabs.Panel value="whatif" pt="sm">
                <Suspense fallback={null}>
                  <ResultsWhatIfTab elo={data.ELOPoints} details={data.DetailResults} memberId={member ? memberId : undefined} />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          )}
        </>
      )}
    </Stack>
  );
}

function teamRow(r: IndividualResults['WeekResults'][number]): WeekRow {
  return {
    key: r.Team,
    name: r.Team,
    percentageString: r.PercentageString,
    cells: weekCells(r, 'Week'),
    entries: r.Entries,
    saldo: r.Saldo,
  };
}
