import type { ClubTeamRanking } from '@clubhuis/contract/entities/competition';
import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useSession } from '../../session/sessionStore';
import { Dropdown } from '../../ui/Dropdown';
import { PlainSegmented } from '../../ui/PlainSegmented';
import { QueryState } from '../../ui/QueryState';
import { Spinner } from '../../ui/Spinner';
import { useCall } from '../../api/calls';
import { competitionTexts as t } from './messages';
import { StatsConfirmationsTab } from './StatsConfirmationsTab';
import { lazyPage } from '../../router/lazyPage';
import { useLoadError } from './useLoadError';
import { ONE_ROW_TABS } from './tabStyles';
import '@mantine/core/styles/Tabs.css';

// The first tab comes with the screen; the others load when opened (issue 16: 150 kB per screen).
const StatsCalendarTab = lazyPage(() => import('./StatsCalendarTab'), 'StatsCalendarTab');
const StatsRankingTab = lazyPage(() => import('./StatsRankingTab'), 'StatsRankingTab');
const StatsWeekTab = lazyPage(() => import('./StatsWeekTab'), 'StatsWeekTab');
const StatsPlayersTab = lazyPage(() => import('./StatsPlayersTab'), 'StatsPlayersTab');

/** The team shown first: the first of the user's own teams in the list, else the first team. */
export function defaultTeamId(teams: readonly ClubTeamRanking[], myTeams: readonly number[]): number | null {
  return (teams.find((team) => myTeams.includes(team.teamId)) ?? teams[0])?.teamId ?? null;
}

/**
 * /statistics ('Ploegen', public): pick a club team (competition/rankingList), a link to its calendar
 * on the competition site, and tabs that each load their own data when opened.
 */
export function StatisticsPage() {
  const { user } = useSession();
  const teams = useCall('competition/rankingList', {});
  useLoadError(teams.error, t.teamsLoadFailed);
  const [picked, setPicked] = useState<number | null>(null);
  const [tab, setTab] = useState('confirmations');
  const all = teams.data ?? [];
  const teamId = picked ?? defaultTeamId(all, user?.myTeams ?? []);
  const team = all.find((x) => x.teamId === teamId);
  // The dropdown shows 6 teams at most (spec 01): a club with padel teams beside six table tennis teams
  // picks the sport first, so every team is one tap away (issue 14, item 14).
  const sports = [...new Set(all.map((x) => x.sport))];
  const list = all.filter((x) => x.sport === team?.sport);
  const pickSport = (sport: string) => {
    const first = defaultTeamId(all.filter((x) => x.sport === sport), user?.myTeams ?? []);
    if (first !== null) setPicked(first);
  };

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t.statisticsTitle}</Title>
      {teams.isPending ? (
        <QueryState query={teams} />
      ) : !team ? (
        teams.data && <Text>{t.noStatistics}</Text>
      ) : (
        <>
          <Stack gap={4}>
            {sports.length > 1 && (
              // A plain radio group in SegmentedControl's look: Mantine's measures the layout and weighs
              // ~2 kB that the page's 150 kB budget does not have (issue 30).
              <PlainSegmented
                label={t.sportSelector}
                data={sports.map((sport) => ({ value: sport, label: t.sport[sport] }))}
                value={team.sport}
                onChange={pickSport}
              />
            )}
            <Dropdown
              label={t.teamSelector}
              data={list.map((x) => ({ value: String(x.teamId), label: x.team }))}
              value={String(team.teamId)}
              onChange={(value) => setPicked(Number(value))}
            />
            <Text size="sm" c="gray.7">
              {t.teamSummary(team.division, team.position, team.points)}
            </Text>
            {team.calendarUrl && (
              <Anchor href={team.calendarUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                {t.calendarLink}
              </Anchor>
            )}
          </Stack>
          {/* Each tab loads its data only when opened; another team keeps the open tab. */}
          <Tabs value={tab} onChange={(value) => setTab(value ?? 'confirmations')} keepMounted={false} styles={ONE_ROW_TABS}>
            <Tabs.List>
              <Tabs.Tab value="confirmations">{t.confirmationsTab}</Tabs.Tab>
              <Tabs.Tab value="calendar">{t.calendarTab}</Tabs.Tab>
              <Tabs.Tab value="ranking">{t.rankingTab}</Tabs.Tab>
              <Tabs.Tab value="weeks">{t.weekPerformanceTab}</Tabs.Tab>
              <Tabs.Tab value="players">{t.playersTab}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="confirmations" pt="sm">
              <StatsConfirmationsTab teamId={team.teamId} />
            </Tabs.Panel>
            <Tabs.Panel value="calendar" pt="sm">
              <Suspense fallback={<Spinner />}>
                <StatsCalendarTab teamId={team.teamId} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="ranking" pt="sm">
              <Suspense fallback={<Spinner />}>
                <StatsRankingTab teamId={team.teamId} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="weeks" pt="sm">
              <Suspense fallback={<Spinner />}>
                <StatsWeekTab teamId={team.teamId} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="players" pt="sm">
              <Suspense fallback={<Spinner />}>
                <StatsPlayersTab teamId={team.teamId} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
