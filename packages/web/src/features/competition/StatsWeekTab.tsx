import type { WeekOverviewRow } from '@clubhuis/contract/entities/competition';
import { useCall } from '../../api/calls';
import { competitionTexts as t } from './messages';
import { QueryState } from '../../ui/QueryState';
import { useLoadError } from './useLoadError';
import { weekCells, type WeekRow } from './weekCells';
import { WeekTable } from './WeekTable';

/** Week performance of the team's players (competition/weekOverview): w01..w22 with the won share. */
export function StatsWeekTab({ teamId }: { teamId: number }) {
  const query = useCall('competition/weekOverview', { teamId });
  useLoadError(query.error, t.weekOverviewsLoadFailed);
  return (
    <QueryState skeleton="rows" query={query} empty={t.noWeekOverview}>
      {(rows) => <WeekTable rows={rows.map(playerRow)} caption={t.weekCaption} nameHeader={t.name} />}
    </QueryState>
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
