import { Suspense } from 'react';
import { lazyPage } from '../../router/lazyPage';
import { QuietBoundary } from './QuietBoundary';

// Home does not import the sports camp: the app layer hands it the camp trainer's day, loaded lazily.
const CampDayCard = lazyPage(() => import('../../features/sportscamp/CampDayCard'), 'CampDayCard');

/** 'Mijn kampdag' on home: nothing while its code loads or when it fails. */
export function CampDaySlot() {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <CampDayCard />
      </Suspense>
    </QuietBoundary>
  );
}
