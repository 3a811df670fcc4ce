import type { IndividualResults } from '@clubhuis/contract/entities/competition';
import { Text } from '@mantine/core';
import { Table } from '../../ui/Table';
import { formatDate } from '../../ui/dates';
import { competitionTexts as t } from './messages';

type Points = Pick<IndividualResults, 'ELOPoints' | 'ELODate' | 'BELPoints' | 'BELPosPoints' | 'Prognose'>;

/** ELO points and their date; BEL points only when known (not in TabT: null unless configured). */
export function ResultsEloTab({ points }: { points: Points }) {
  const rows: [string, string][] = [];
  if (points.ELOPoints !== null) {
    rows.push([t.eloPoints, String(points.ELOPoints)]);
    if (points.ELODate) rows.push([t.eloDate, formatDate(points.ELODate)]);
  }
  if (points.BELPoints !== null) rows.push([t.belPoints, String(points.BELPoints)]);
  if (points.BELPoints !== null && points.BELPosPoints !== null) rows.push([t.belPosPoints, String(points.BELPosPoints)]);
  if (points.Prognose) rows.push([t.prognosis, points.Prognose]);
  if (rows.length === 0) return <Text>{t.noElo}</Text>;
  return (
    <Table withTableBorder fz="sm" aria-label={t.eloTab} maw={360}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
