// A component's texts: `const { t, i18n } = useTranslation('bots')`. The component suspends until
// its namespaces are there in the current language (or, with `useSuspense: false`, renders at once
// with `ready` false and the keys as texts), and renders again when the language changes or texts
// it reads arrive, and only then: a namespace another screen loads leaves it alone.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TextParams } from './i18n-core.ts';

export type Translate = (key: string, params?: TextParams) => string;

export function useTranslation(
  namespace?: string | readonly string[],
  options: { useSuspense?: boolean } = {},
): { t: Translate; i18n: typeof i18n; ready: boolean } {
  const namespaces = namespace === undefined ? [i18n.defaultNamespace] : typeof namespace === 'string' ? [namespace] : namespace;
  const key = namespaces.join(',');
  // The namespaces this component reads: its own, and any named in a key ("messages:…").
  const [read] = useState(() => new Set<string>());
  for (const name of namespaces) read.add(name);
  const state = useSyncExternalStore(i18n.subscribe, () => i18n.stateOf(read));
  const ready = i18n.hasLoaded(namespaces);
  if (!ready) {
    // A load that failed goes to the error boundary (which may try again), not round in a loop.
    const failure = i18n.takeFailure(namespaces);
    if (failure !== undefined && options.useSuspense !== false) throw failure;
    const loading = i18n.loadNamespaces(namespaces);
    // Suspends as react-i18next did: the thrown promise resolves once the texts are there.
    if (options.useSuspense !== false) throw loading;
    // Not suspending: the texts show once they come (a failure leaves the keys).
    loading.catch(() => undefined);
  }
  // A new function when the texts or the language change, so what depends on it is made again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state and key stand for the texts and namespaces t reads.
  const t = useCallback<Translate>(
    (text, params) => {
      const split = text.indexOf(':');
      if (split > 0) read.add(text.slice(0, split));
      return i18n.t(text, params, key.split(','));
    },
    [state, key],
  );
  return { t, i18n, ready };
}
