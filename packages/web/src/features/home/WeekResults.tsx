import type { WeekResult } from '@clubhuis/contract/entities/home';
import { IconCircleCheck, IconCircleMinus, IconCircleX, IconTrophy } from '@tabler/icons-react';
import { formatShortDate } from '../../ui/dates';
import { weekTexts as t } from './messages';

function MeetingTone({ won }: { won: 'Y' | 'N' | '' }) {
  if (won === 'Y') return <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-label={t.won} role="img" />;
  if (won === 'N') return <IconCircleX size={18} color="var(--mantine-color-red-8)" aria-label={t.lost} role="img" />;
  return <IconCircleMinus size={18} color="var(--mantine-color-gray-7)" aria-label={t.draw} role="img" />;
}

/** Last week's results, one line each: a meeting's score with won/lost, a poule's matches won and lost. */
export function WeekResults({ results, showName }: { results: readonly WeekResult[]; showName: boolean }) {
  return (
    <section aria-labelledby="week-results-title">
      <h3 id="week-results-title" className="week-day">
        {t.lastWeek}
      </h3>
      <ul className="week-results">
        {results.map((r) =>
          r.kind === 'meeting' ? (
            <li key={`m${r.id}`}>
              <MeetingTone won={r.won} />
              <span>
                {formatShortDate(r.date)} · {r.meeting} <b>{r.score}</b>
              </span>
            </li>
          ) : (
            <li key={`l${r.id}-${r.memberId}`}>
              <IconTrophy size={18} color="var(--mantine-color-yellow-8)" aria-hidden />
              <span>
                {formatShortDate(r.date)} · {r.league} {r.poule}
                {showName ? ` (${r.memberName})` : ''}: {t.leagueResult(r.won, r.lost)}
              </span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
