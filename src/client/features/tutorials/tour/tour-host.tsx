// Mounted once with the main layout: loads the tour's runner (and its library) only while a tour
// runs, so no other page pays for it.
import { lazy, Suspense } from 'react';
import { useAtomValue } from '../../../lib/store.ts';
import { tourStepAtom } from './tour-state.ts';

const TourRunner = lazy(() => import('./tour-runner.tsx'));

export function TourHost() {
  const step = useAtomValue(tourStepAtom);
  if (step === null) return null;
  return (
    <Suspense fallback={null}>
      <TourRunner step={step} />
    </Suspense>
  );
}
