import type { Participation, PoulePlayer, Series } from '@clubhuis/contract/entities/league';
import { __iconNode as iconBallTennis } from '@tabler/icons-react/icons/IconBallTennis';
import { __iconNode as iconChartBar } from '@tabler/icons-react/icons/IconChartBar';
import { __iconNode as iconLayoutGrid } from '@tabler/icons-react/icons/IconLayoutGrid';
import { __iconNode as iconTrophy } from '@tabler/icons-react/icons/IconTrophy';
import { __iconNode as iconUsers } from '@tabler/icons-react/icons/IconUsers';
import { Icon } from '../../ui/Icon';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { mayEnterResults, mayRegisterPlayDate, mayUndoUnsubscribe, mayUnsubscribe } from '@clubhuis/contract/rules/league';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { Dropdown } from '../../ui/Dropdown';
import { useSession } from '../../session/sessionStore';
import { QueryState } from '../../ui/QueryState';
import { lazyPage } from '../../router/lazyPage';
import { Spinner } from '../../ui/Spinner';
import { LeagueActions, type Offers } from './LeagueActions';
import { useLeagueId } from './leagueChoice';
import { leaguePageTexts as t, leagueTexts } from './messages';
import { MyMatchesTab } from './MyMatchesTab';
import { PouleView } from './PouleView';
import '@mantine/core/styles/Tabs.css';

// Tabs 3 to 5 load when chosen: the first screen is the own poule (the route's budget is 150 kB).
const AllPoulesTab = lazyPage(() => import('./AllPoulesTab'), 'AllPoulesTab');
const StatisticsTab = lazyPage(() => import('./StatisticsTab'), 'StatisticsTab');
const RankingTab = lazyPage(() => import('./RankingTab'), 'RankingTab');
// A player's results load when the name is tapped.
const PlayerResultsDialog = lazyPage(() => import('./PlayerResultsDialog'), 'PlayerResultsDialog');

/** The name of the member whose league this is, from its own poule. */
const nameOf = (participations: Participation[], memberId: number) =>
  participations.flatMap((p) => p.poulePlayers).find((p) => p.memberId === memberId)?.memberName ?? '';

const NO_OFFERS: Offers = { results: false, playDate: false, unsubscribe: false, undo: false };

type Viewer = Parameters<typeof mayEnterResults>[0];

/** What the page offers on the selected series (spec 02 sections 4 and 5). */
function offersFor(viewer: Viewer, serie: Series, mine: Participation | undefined, ownInfo: boolean): Offers {
  const own = mine && { serieStatus: serie.status, isLastSerie: serie.isLastSerie, unSubscribed: mine.unSubscribed, poulePlayerStatus: mine.poulePlayerStatus };
  return {
    results: !!mine && mayEnterResults(viewer, { ...mine, serieStatus: serie.status }, ownInfo),
    playDate: mayRegisterPlayDate(viewer, ownInfo, own),
    unsubscribe: mayUnsubscribe(viewer, ownInfo, own),
    undo: mayUndoUnsubscribe(viewer, ownInfo, own),
  };
}

/**
 * /league/{whom} (spec 02 section 2): the league's heading, a searchable period selector (series with
 * status 2 or higher) and the tabs: my poule, my matches, all poules, statistics, and the ranking of a
 * closed period. With whom another member's poule and matches. Icons only on a narrow screen.
 */
export function LeaguePage({ whom }: { whom?: string }) {
  const leagueId = useLeagueId();
  const memberId = Number(whom ?? 0) || 0;
  const leagues = useCall('league/list.php', {});
  const info = useCall('league/information.php', { leagueid: leagueId, memberid: memberId }, { enabled: leagueId > 0 });
  useErrorDialogFor(info.error, leagueTexts.errorTitle, t.infoLoadFailed);
  const narrow = useMediaQuery('(max-width: 539px)');
  const [serieId, setSerieId] = useState(0);
  const [tab, setTab] = useState('poule');
  const [results, setResults] = useState<PoulePlayer | null>(null);
  const { user } = useSession();
  const league = leagues.data?.find((l) => l.leagueId === leagueId);
  if (!info.data) return <QueryState query={info} />;
  const { series, participations, levels } = info.data;
  const serie = series.find((s) => s.serieId === serieId) ?? series.find((s) => s.status === 2) ?? series.at(-1);
  const other = memberId > 0 ? nameOf(participations, memberId) : '';
  const mine = participations.find((p) => p.serieId === serie?.serieId);
  const tabs = [
    { value: 'poule', icon: iconUsers, label: other ? t.pouleOf(other) : t.myPoule },
    { value: 'matches', icon: iconBallTennis, label: other ? t.matchesOf(other) : t.myMatches },
    { value: 'all', icon: iconLayoutGrid, label: t.allPoules },
    { value: 'statistics', icon: iconChartBar, label: t.statistics },
    ...(serie?.status === 9 ? [{ value: 'ranking', icon: iconTrophy, label: t.ranking }] : []),
  ];
  const current = tabs.some((x) => x.value === tab) ? tab : 'poule';
  const ownInfo = memberId === 0 || (user?.memberIds ?? []).includes(memberId);
  const offers = serie && user ? offersFor(user, serie, mine, ownInfo) : NO_OFFERS;

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{league?.description ?? leagueTexts.league}</Title>
      {!serie ? (
        <Text>{t.notStarted}</Text>
      ) : (
        <>
          <Dropdown
            label={t.period}
            data={series.map((s) => ({ value: String(s.serieId), label: `${s.serie}: ${s.period} (${s.statusDescription})` }))}
            value={String(serie.serieId)}
            onChange={(v) => setSerieId(Number(v))}
          />
          <Tabs value={current} onChange={(v) => setTab(v ?? 'poule')} keepMounted={false}>
            <Tabs.List>
              {tabs.map((x) => (
                <Tabs.Tab key={x.value} value={x.value} aria-label={x.label} leftSection={<Icon node={x.icon} size={18} />}>
                  {narrow ? null : x.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="poule" pt="sm">
              {mine ? <PouleView poule={mine} onPlayer={setResults} /> : <Text>{t.noPoule}</Text>}
            </Tabs.Panel>
            <Tabs.Panel value="matches" pt="sm">
              <MyMatchesTab participations={participations} caption={tabs[1]!.label} />
            </Tabs.Panel>
            <Tabs.Panel value="all" pt="sm">
              <Suspense fallback={<Spinner />}>
                <AllPoulesTab serieId={serie.serieId} ongoing={serie.status === 2} levels={levels} onPlayer={setResults} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="statistics" pt="sm">
              <Suspense fallback={<Spinner />}>
                <StatisticsTab leagueId={leagueId} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="ranking" pt="sm">
              <Suspense fallback={<Spinner />}>
                <RankingTab serieId={serie.serieId} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
          <LeagueActions participation={mine} offers={offers} ownInfo={ownInfo} memberId={memberId} pouleTab={current === 'poule'} />
          <Suspense fallback={null}>
            {results && (
              <PlayerResultsDialog leagueId={leagueId} memberId={results.memberId} name={results.memberName} onClose={() => setResults(null)} />
            )}
          </Suspense>
        </>
      )}
    </Stack>
  );
}
