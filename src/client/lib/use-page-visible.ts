// Whether the page is on screen: a tab in the background, or a phone with its screen off, does not
// poll (and polls at once when it comes back).
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

export const usePageVisible = (): boolean => useSyncExternalStore(subscribe, () => document.visibilityState !== 'hidden');
