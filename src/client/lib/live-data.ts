// Live data of the trading screens: each component subscribes to its own key (the book, the
// candles, the open orders of a pair), so an update re-renders only the components that show it.
// One poller per key however many components watch it; the next poll starts when the previous
// answer is in, so a slow server never gets overlapping calls. A failed call stops that poller
// (the api client has told the user why) until someone asks again, so the message is not repeated
// every second.
import { useCallback, useSyncExternalStore } from 'react';

export interface LiveSnapshot<T> {
  data: T | undefined;
  failed: boolean;
}

interface Feed<T> {
  snapshot: LiveSnapshot<T>;
  listeners: Set<() => void>;
  fetcher: () => Promise<T>;
  intervalMs: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  running: boolean;
  generation: number;
}

const feeds = new Map<string, Feed<unknown>>();

function emit(feed: Feed<unknown>, snapshot: LiveSnapshot<unknown>): void {
  feed.snapshot = snapshot;
  for (const listener of feed.listeners) listener();
}

function poll(key: string, feed: Feed<unknown>): void {
  clearTimeout(feed.timer);
  feed.timer = undefined;
  const generation = ++feed.generation;
  feed.running = true;
  feed
    .fetcher()
    .then((data) => {
      if (feeds.get(key) !== feed || generation !== feed.generation) return;
      emit(feed, { data, failed: false });
      if (feed.listeners.size > 0) feed.timer = setTimeout(() => poll(key, feed), feed.intervalMs);
    })
    .catch(() => {
      if (feeds.get(key) !== feed || generation !== feed.generation) return;
      emit(feed, { data: feed.snapshot.data, failed: true });
    })
    .finally(() => {
      if (generation === feed.generation) feed.running = false;
    });
}

function subscribe<T>(key: string, fetcher: () => Promise<T>, intervalMs: number, listener: () => void): () => void {
  let feed = feeds.get(key) as Feed<T> | undefined;
  if (!feed) {
    feed = {
      snapshot: { data: undefined, failed: false },
      listeners: new Set(),
      fetcher,
      intervalMs,
      timer: undefined,
      running: false,
      generation: 0,
    };
    feeds.set(key, feed as Feed<unknown>);
  }
  feed.fetcher = fetcher;
  feed.listeners.add(listener);
  if (!feed.running && !feed.timer && !feed.snapshot.failed) poll(key, feed as Feed<unknown>);
  return () => {
    feed.listeners.delete(listener);
    if (feed.listeners.size === 0) {
      clearTimeout(feed.timer);
      feed.generation++;
      feeds.delete(key);
    }
  };
}

const NOTHING: LiveSnapshot<never> = { data: undefined, failed: false };

/** Polls `fetcher` every `intervalMs` while a component shows `key` (null: nothing to show). */
export function useLive<T>(key: string | null, fetcher: () => Promise<T>, intervalMs: number): LiveSnapshot<T> & { retry(): void } {
  // The fetcher is keyed: a new function for the same key is the same query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const subscribeKey = useCallback(
    (listener: () => void) => (key ? subscribe(key, fetcher, intervalMs, listener) : () => undefined),
    [key, intervalMs],
  );
  const snapshot = useSyncExternalStore(subscribeKey, () => (key ? ((feeds.get(key)?.snapshot as LiveSnapshot<T>) ?? NOTHING) : NOTHING));
  const retry = useCallback(() => {
    if (key) refreshLive(key);
  }, [key]);
  return { ...snapshot, retry };
}

/** Polls now every watched feed whose key starts with `prefix` (after an order, a cancel, a finished task). */
export function refreshLive(prefix: string): void {
  for (const [key, feed] of feeds) {
    if (!key.startsWith(prefix) || feed.listeners.size === 0) continue;
    if (feed.snapshot.failed) feed.snapshot = { ...feed.snapshot, failed: false };
    poll(key, feed);
  }
}
