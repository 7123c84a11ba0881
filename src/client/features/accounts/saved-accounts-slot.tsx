// Where /login offers the device's saved accounts. The list (and Dexie with it) loads only when the
// device has a database to list from, so a first visit downloads neither.
import { Suspense, lazy, useEffect, useState } from 'react';
import { deviceStoreExists } from '../../lib/device-store.ts';
import { withLoadTimeout } from '../../lib/lazy-load.ts';

const SavedAccountsList = lazy(() =>
  withLoadTimeout(() => import('./saved-accounts-list.tsx'), {
    chunk: 'accounts/saved-accounts-list',
    request: 'features/accounts/saved-accounts-list',
  }).then((module) => ({ default: module.SavedAccountsList })),
);

export function SavedAccountsSlot({ target }: { target: string }) {
  const [exists, setExists] = useState(false);
  useEffect(() => {
    let live = true;
    void deviceStoreExists().then((found) => {
      if (live) setExists(found);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!exists) return null;
  return (
    <Suspense fallback={null}>
      <SavedAccountsList target={target} />
    </Suspense>
  );
}
