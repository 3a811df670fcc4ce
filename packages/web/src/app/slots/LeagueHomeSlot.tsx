import { Suspense } from 'react';
import { lazyPage } from '../../router/lazyPage';
import { QuietBoundary } from './QuietBoundary';

// Home does not import the league: the app layer hands it the league picker and subscribe prompt.
const LeagueHomeCard = lazyPage(() => import('../../features/league/LeagueHomeCard'), 'LeagueHomeCard');

/**
 * The picker's height with one line under it (87 px on a phone), kept free while its code and the
 * leagues load, so the links below it do not jump down when it comes (Lighthouse: a layout shift of
 * 0.039 on home, issue 16). A prompt of two lines still moves them one line.
 */
const space = <div style={{ minHeight: '5.45rem' }} />;

/** The league picker on home: its space while it loads, nothing when it fails. */
export function LeagueHomeSlot() {
  return (
    <QuietBoundary>
      <Suspense fallback={space}>
        <LeagueHomeCard whileLoading={space} />
      </Suspense>
    </QuietBoundary>
  );
}
