import type { RankingHistoryEntry } from '@clubhuis/contract/entities/competition';
import { formatDate } from '../../ui/dates';
import { competitionTexts as t } from './messages';

const W = 360;
const H = 180;
const PAD = { left: 40, right: 10, top: 12, bottom: 28 };

/**
 * One method's points over time as a line drawn by hand (no chart library: the route's chunk stays
 * small). It scales to the screen's width; its values are in the table beside it, so it only names its
 * course for a screen reader (role img with a summary).
 */
export function RankingChart({ points, method }: { points: readonly RankingHistoryEntry[]; method: string }) {
  const values = points.filter((p) => p.Value !== null) as (RankingHistoryEntry & { Value: number })[];
  if (values.length === 0) return null;
  const days = values.map((p) => Date.parse(p.SeenOn));
  const [t0, t1] = [Math.min(...days), Math.max(...days)];
  const low = Math.min(...values.map((p) => p.Value));
  const high = Math.max(...values.map((p) => p.Value));
  // Some room above and below, and a range of at least 50 points so a flat line is not a cliff.
  const span = Math.max(50, high - low);
  const [v0, v1] = [Math.floor((low - span * 0.1) / 10) * 10, Math.ceil((high + span * 0.1) / 10) * 10];
  const x = (day: number) => PAD.left + (t1 === t0 ? 0.5 : (day - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - v0) / (v1 - v0)) * (H - PAD.top - PAD.bottom);
  const line = values.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(days[i]!).toFixed(1)},${y(p.Value).toFixed(1)}`).join(' ');
  const first = values[0]!;
  const last = values.at(-1)!;
  // Where each kept season starts: a dashed line with its first year.
  const seasonStarts = values.filter((p, i) => i > 0 && p.Season !== values[i - 1]!.Season).map((p) => ({ season: p.Season, at: x(Date.parse(p.SeenOn)) }));
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      style={{ maxWidth: 560, display: 'block' }}
      role="img"
      aria-label={t.historyChartSummary(method, first.Value, last.Value, formatDate(first.SeenOn), formatDate(last.SeenOn))}
      data-testid="ranking-chart"
    >
      <g fontSize="11" fill="var(--mantine-color-dimmed)">
        <text x={PAD.left - 4} y={y(v1) + 4} textAnchor="end">{v1}</text>
        <text x={PAD.left - 4} y={y(v0) + 4} textAnchor="end">{v0}</text>
        <text x={PAD.left} y={H - 8}>{formatDate(first.SeenOn)}</text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end">{formatDate(last.SeenOn)}</text>
      </g>
      <line x1={PAD.left} x2={W - PAD.right} y1={y(v0)} y2={y(v0)} stroke="var(--mantine-color-default-border)" />
      <line x1={PAD.left} x2={W - PAD.right} y1={y(v1)} y2={y(v1)} stroke="var(--mantine-color-default-border)" />
      {seasonStarts.map((s) => (
        <g key={s.season}>
          <line x1={s.at} x2={s.at} y1={PAD.top} y2={H - PAD.bottom} stroke="var(--mantine-color-default-border)" strokeDasharray="3 3" />
          <text x={s.at + 3} y={PAD.top + 10} fontSize="10" fill="var(--mantine-color-dimmed)">{s.season.slice(0, 4)}</text>
        </g>
      ))}
      <path d={line} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth="2.5" strokeLinejoin="round" />
      {values.map((p, i) => (
        <circle key={`${p.SeenOn}-${i}`} cx={x(days[i]!)} cy={y(p.Value)} r="3" fill="var(--mantine-primary-color-filled)" />
      ))}
    </svg>
  );
}
