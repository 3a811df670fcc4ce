import { Suspense } from 'react';
import { lazyPage } from '../../router/lazyPage';
import { QuietBoundary } from './QuietBoundary';

// Home does not import the league: the app layer hands it the league picker and subscribe prompt.
const LeagueHomeCard = lazyPage(() => import('../../features/league/LeagueHomeCard'), 'LeagueHomeCard');

/** The league picker on home: nothing while its code loads or when it fails. */
export function LeagueHomeSlot() {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <LeagueHomeCard />
      </Suspense>
    </QuietBoundary>
  );
}
