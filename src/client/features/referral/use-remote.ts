// What a screen knows of something it reads from the server: still on its way, could not be read,
// or here. A newer request wins: an answer to an older one (the page changed meanwhile) is dropped,
// and rows already shown stay in view while the next page loads.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** Reads with `load` (memoised by the caller; a new `load` reads again) and offers a retry. */
export function useRemote<T>(load: () => Promise<T>): { state: Remote<T>; retry(): void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const latest = useRef(0);
  const retry = useCallback(() => {
    const asked = ++latest.current;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load().then(
      (data) => asked === latest.current && setState({ status: 'ready', data }),
      () => asked === latest.current && setState({ status: 'failed' }),
    );
  }, [load]);
  useEffect(retry, [retry]);
  return { state, retry };
}
