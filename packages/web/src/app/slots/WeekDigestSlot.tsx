import { Suspense } from 'react';
import { lazyPage } from '../../router/lazyPage';
import { QuietBoundary } from './QuietBoundary';

// Features do not import each other: the app layer hands competition's digest list to home. Loaded
// lazily, so the first screen stays the shell and home; its chunk and call follow after first paint.
const WeekDigestList = lazyPage(() => import('../../features/competition/WeekDigestList'), 'WeekDigestList');

/** The week digest on home: nothing while its code loads, nothing when that fails (it is extra). */
export function WeekDigestSlot() {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <WeekDigestList variant="home" />
      </Suspense>
    </QuietBoundary>
  );
}
