import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { Badge } from '@mantine/core';
import { useDeferredValue, type ReactNode } from 'react';
import { useCall } from '../../api/calls';
import { useErrorDialogFor } from '../../errors/useErrorDialogFor';
import { useSession } from '../../session/sessionStore';
import { QueryState } from '../../ui/QueryState';
import { MyWeekSkeleton } from './MyWeekSkeleton';
import { groupByDay, waitingCount } from './weekDays';
import { WeekItemCard } from './WeekItemCard';
import { WeekResults } from './WeekResults';
import { weekTexts as t } from './messages';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import './myWeek.css';

/**
 * 'Mijn week' on home (issue 30): the coming seven days of the user's members in one call, by day,
 * today first; the lines that wait for an answer stand out and are counted in the heading; last
 * week's results below. Its own chunk: the home screen's first paint does not wait for it. `after`
 * (home's content below the week) shows once the answer or its failure is there.
 */
export function MyWeek({ after }: { after?: ReactNode }) {
  const { user } = useSession();
  const week = useCall('home/myWeek', {});
  useErrorDialogFor(week.error, t.errorTitle, t.loadFailed);
  // Not home's main content: its answer renders in a background pass (ARCHITECTURE, first paint), also
  // when it is there at the first render (null: not yet; React takes an undefined initial value for none).
  const data = useDeferredValue(week.data ?? null, null);
  const showName = (user?.memberIds.length ?? 0) > 1;
  const waiting = data ? waitingCount(data.items) : 0;
  return (
    <>
    <section aria-labelledby="my-week-title" style={{ display: 'grid', gap: 12 }}>
      <h2 id="my-week-title" style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        {t.title}
        {waiting > 0 && (
          <Badge color="orange" variant="filled" size="lg" tt="none">
            {t.waiting(waiting)}
          </Badge>
        )}
      </h2>
      {/* The skeleton while loading; QueryState for a failure ('Herprobeer') and the answer. */}
      {data === null && !week.isError ? (
        <MyWeekSkeleton />
      ) : (
        <QueryState query={{ ...week, data: data ?? undefined }}>
          {(answer) => {
            const today = brusselsClock(new Date()).date;
            return (
              <>
                {answer.items.length === 0 ? (
                  <p style={{ margin: 0 }}>{t.empty}</p>
                ) : (
                  groupByDay(answer.items, today).map((day) => (
                    <section key={day.key} aria-label={day.label}>
                      <h3 className="week-day">{day.label}</h3>
                      <ul className="week-list">
                        {day.items.map((item) => (
                          <WeekItemCard key={`${item.kind} ${item.id} ${item.memberId}`} item={item} showName={showName} withDate={day.key === 'open'} />
                        ))}
                      </ul>
                    </section>
                  ))
                )}
                {answer.results.length > 0 && <WeekResults results={answer.results} showName={showName} />}
              </>
            );
          }}
        </QueryState>
      )}
    </section>
    {(data !== null || week.isError) && after}
    </>
  );
}
