import { WEEKS } from '@clubhuis/contract/rules/competition';
import { Table } from '../../ui/Table';
import { competitionTexts as t } from './messages';
import { PercentBar } from './PercentBar';
import { ScrollTable, STICKY_CELL } from '../../ui/ScrollTable';
import type { WeekCell, WeekRow } from './weekCells';

const WEEK_NUMBERS = Array.from({ length: WEEKS }, (_, i) => i + 1);

const CELL_BACKGROUND: Record<WeekCell['tone'], string | undefined> = {
  won: 'var(--mantine-color-green-1)',
  lost: 'var(--mantine-color-red-1)',
  equal: undefined,
  none: undefined,
};

/**
 * Week01..Week22 per row (a team in my results, a player in the statistics) with the won share,
 * entries and saldo; it scrolls sideways on a phone. Each cell carries its tone as data-tone.
 */
export function WeekTable({ rows, caption, nameHeader }: { rows: WeekRow[]; caption: string; nameHeader: string }) {
  return (
    <ScrollTable caption={caption} minWidth={320 + WEEKS * 44}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th style={STICKY_CELL}>{nameHeader}</Table.Th>
          <Table.Th>{t.percentage}</Table.Th>
          {WEEK_NUMBERS.map((week) => (
            <Table.Th key={week} ta="center" title={t.weekLong(week)}>
              {t.weekShort(week)}
            </Table.Th>
          ))}
          <Table.Th ta="right">{t.entries}</Table.Th>
          <Table.Th ta="right">{t.saldo}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" style={STICKY_CELL}>
              {row.name}
            </Table.Th>
            <Table.Td>
              <PercentBar percentageString={row.percentageString} width={70} />
            </Table.Td>
            {row.cells.map((cell) => (
              <Table.Td
                key={cell.week}
                ta="center"
                data-tone={cell.tone}
                title={cell.text ? t.weekCell(cell.week, cell.text) : undefined}
                style={{ background: CELL_BACKGROUND[cell.tone], whiteSpace: 'nowrap' }}
              >
                {cell.text}
              </Table.Td>
            ))}
            <Table.Td ta="right">{row.entries}</Table.Td>
            <Table.Td ta="right">{row.saldo > 0 ? `+${row.saldo}` : row.saldo}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}
