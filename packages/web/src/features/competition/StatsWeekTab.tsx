import type { WeekOverviewRow } from '@clubhuis/contract/entities/competition';
import { useCall } from '../../api/calls';
import { competitionTexts as t } from './messages';
import { TabState } from './TabState';
import { weekCells, type WeekRow } from './weekCells';
import { WeekTable } from './WeekTable';

/** Week performance of the team's players (competition/weekOverview): w01..w22 with the won share. */
export function StatsWeekTab({ teamId }: { teamId: number }) {
  const query = useCall('competition/weekOverview', { teamId });
  return (
    <TabState query={query} fallback={t.weekOverviewsLoadFailed} empty={t.noWeekOverview}>
      {(rows) => <WeekTable rows={rows.map(playerRow)} caption={t.weekCaption} nameHeader={t.name} />}
    </TabState>
  );
}

function playerRow(r: WeekOverviewRow, index: number): WeekRow {
  return {
    key: `${index}-${r.memberName}`,
    name: r.memberName,
    percentageString: r.percentageString,
    cells: weekCells(r, 'w'),
    entries: r.entries,
    saldo: r.saldo,
  };
}
