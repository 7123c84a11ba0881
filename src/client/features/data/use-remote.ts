// What a screen knows of something it reads from the server: on its way, could not be read, or
// here. When the question changes (another market, range or month count) the figures already shown
// stay in view, marked as refreshing, until the new answer replaces them (a failure replaces them
// with the retry); an answer to an older question that arrives late is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T; refreshing: boolean };

/** Reads with `load` whenever `key` changes (the key names the question), and offers a retry. */
export function useRemote<T>(key: string, load: () => Promise<T>): { state: Remote<T>; retry(): void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const read = useCallback(() => {
    const asked = ++latest.current;
    setState((previous) => (previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' }));
    loader.current().then(
      (data) => {
        if (asked === latest.current) setState({ status: 'ready', data, refreshing: false });
      },
      () => {
        // The api client has told the user why. Figures of the previous question are not left
        // standing as if they answered this one.
        if (asked === latest.current) setState({ status: 'failed' });
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the question; `load` follows it
  useEffect(read, [key, read]);
  return { state, retry: read };
}
