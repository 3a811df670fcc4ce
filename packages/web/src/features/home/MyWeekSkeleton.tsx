import { Skeleton } from '@mantine/core';
import { weekTexts as t } from './messages';
import '@mantine/core/styles/Skeleton.css';

/** The shape of 'Mijn week' while its code or answer comes: a day heading and three rows. */
export function MyWeekSkeleton() {
  return (
    <div aria-busy="true" aria-label={t.loading} role="status">
      <Skeleton height={14} width={90} radius="sm" />
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ display: 'grid', gridTemplateColumns: '36px 1fr', gap: 10, marginTop: 10 }}>
          <Skeleton height={36} circle />
          <div>
            <Skeleton height={14} width="60%" radius="sm" />
            <Skeleton height={12} width="85%" radius="sm" mt={8} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** 'Mijn week' while its code loads: the heading and the skeleton, so nothing below jumps when it comes. */
export function MyWeekLoading() {
  return (
    <section aria-labelledby="my-week-title" style={{ display: 'grid', gap: 12 }}>
      <h2 id="my-week-title" style={{ margin: 0 }}>
        {t.title}
      </h2>
      <MyWeekSkeleton />
    </section>
  );
}
