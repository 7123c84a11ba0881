// One poller per feed across processes, on the machine's Redis (127.0.0.1:6379) under a key
// prefix of its own per test. Each "process" is a hub with its own Redis connections and its own
// counting venue, so what reaches each venue shows which process polls.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { RetryableVenueError } from '../connectors/errors.ts';
import type { OrderBookSnapshot, TickerSnapshot } from '../connectors/types.ts';
import { MarketDataHub } from './market-data-hub.ts';
import type { FeedEvent, FeedTimings } from './topic-feed.ts';
import type { MarketDataSource } from './topics.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const FAST: FeedTimings = { intervalMs: 100, staleAfterMs: 1_000, frozenAfterMs: 60_000, maxBackoffMs: 200 };

/** A venue that counts the requests it answers; `failing` makes every request fail as a network error would. */
class CountingVenue implements MarketDataSource {
  requests = 0;
  readonly byOperation = new Map<string, number>();
  failing = false;

  async fetchOrderBook(symbol: string, depth?: number): Promise<OrderBookSnapshot> {
    this.answer('fetchOrderBook');
    const levels = Array.from({ length: depth ?? 20 }, (_, i) => i);
    return {
      symbol,
      bids: levels.map((i): [number, number] => [100.1 - i * 0.1, 0.1 + 0.2]),
      asks: levels.map((i): [number, number] => [100.2 + i * 0.1, 1e-8]),
      timestamp: Date.now(),
      nonce: this.requests,
    };
  }

  async fetchTicker(symbol: string): Promise<TickerSnapshot> {
    this.answer('fetchTicker');
    const last = 100 + this.requests / 3;
    return {
      symbol,
      last,
      bid: null,
      ask: null,
      high: null,
      low: null,
      open: null,
      changePercent: null,
      baseVolume: null,
      quoteVolume: null,
      timestamp: Date.now(),
    };
  }

  async fetchTrades(): Promise<never> {
    throw new Error('not watched here');
  }

  async fetchOHLCV(): Promise<never> {
    throw new Error('not watched here');
  }

  private answer(operation: string): void {
    this.requests++;
    this.byOperation.set(operation, (this.byOperation.get(operation) ?? 0) + 1);
    if (this.failing) throw new RetryableVenueError('network', { venue: 'sandbox-a', operation }, new Error('ECONNREFUSED'));
  }
}

let prefix = '';
const hubs: MarketDataHub[] = [];

/** A process of the deployment: a hub on the shared Redis, polling its own counting venue. */
function startProcess(venue = new CountingVenue()): { hub: MarketDataHub; venue: CountingVenue } {
  const hub = new MarketDataHub({
    connectorFor: () => venue,
    timings: { book: FAST, ticker: FAST },
    shared: { redisUrl: REDIS_URL, prefix },
  });
  hubs.push(hub);
  return { hub, venue };
}

/** Every update's value a subscriber got, and its other events by name. */
function watch<V>(hub: MarketDataHub, topic: Parameters<MarketDataHub['subscribe']>[2]) {
  const updates: V[] = [];
  const events: string[] = [];
  const unsubscribe = hub.subscribe('sandbox-a', 'BTC/USDT', topic, (event: FeedEvent<unknown>) => {
    if (event.type === 'update') updates.push(event.value as V);
    else events.push(event.type === 'stale' ? `stale:${event.reason}` : event.type);
  });
  return { updates, events, unsubscribe };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  const admin = new Redis(REDIS_URL);
  for await (const keys of admin.scanStream({ match: `${prefix}:*`, count: 500 })) {
    if ((keys as string[]).length > 0) await admin.del(...(keys as string[]));
  }
  await admin.quit();
});

function freshPrefix(): void {
  prefix = `mmc-test-feeds-${randomBytes(6).toString('hex')}`;
}

describe('market-data feeds shared between processes', () => {
  it('polls a book watched in two processes from one venue connection, and both get every level they asked for', async () => {
    freshPrefix();
    const a = startProcess();
    const b = startProcess();
    const shallow = watch<OrderBookSnapshot>(a.hub, { kind: 'book', depth: 5 });
    const deep = watch<OrderBookSnapshot>(b.hub, { kind: 'book', depth: 50 });
    await waitFor(() => shallow.updates.length >= 5 && deep.updates.length >= 5, 5_000, 'five books in each process');
    // The poller learns the other process's depth within a renewal or two.
    await waitFor(() => deep.updates.at(-1)?.bids.length === 50, 5_000, 'the deep watcher to get 50 levels');

    const polled = [a.venue.requests, b.venue.requests];
    expect(polled.filter((requests) => requests > 0)).toHaveLength(1);
    expect(shallow.updates.at(-1)?.bids).toHaveLength(5);
    expect(deep.updates.at(-1)?.asks[49]).toEqual([100.2 + 49 * 0.1, 1e-8]);
    expect(deep.updates.at(-1)?.bids[0]?.[1]).toBe(0.1 + 0.2);
    expect(shallow.events).not.toContain('error');
    expect(deep.events).not.toContain('error');
  });

  it('answers a read in a process that does not poll with the poller’s value, without asking its own venue', async () => {
    freshPrefix();
    const poller = startProcess();
    const watcher = watch<TickerSnapshot>(poller.hub, { kind: 'ticker' });
    await waitFor(() => watcher.updates.length >= 2, 5_000, 'the poller to run');
    const reader = startProcess();
    const snapshot = await reader.hub.read('sandbox-a', 'BTC/USDT', { kind: 'ticker' });
    expect(snapshot.stale).toBe(false);
    expect(watcher.updates.map((ticker) => ticker.last)).toContain(snapshot.value.last);
    expect(reader.venue.requests).toBe(0);
  });

  it('hands a feed to another process within a few seconds when its poller dies holding the lock', async () => {
    freshPrefix();
    const first = startProcess();
    const firstWatch = watch<TickerSnapshot>(first.hub, { kind: 'ticker' });
    await waitFor(() => first.venue.requests >= 2, 5_000, 'the first process to poll');
    const second = startProcess();
    const secondWatch = watch<TickerSnapshot>(second.hub, { kind: 'ticker' });
    await waitFor(() => secondWatch.updates.length >= 2, 5_000, 'the second process to get the first one’s tickers');
    expect(second.venue.requests).toBe(0);

    first.hub.crash();
    const crashedAt = Date.now();
    await waitFor(() => second.venue.requests > 0, 8_000, 'the second process to take the feed over');
    const takeoverMs = Date.now() - crashedAt;
    const received = secondWatch.updates.length;
    await waitFor(() => secondWatch.updates.length >= received + 3, 2_000, 'tickers polled by the second process');

    // The dead process's lock (5 s TTL) had to run out: nobody polled while it was held.
    expect(takeoverMs).toBeGreaterThan(2_000);
    expect(takeoverMs).toBeLessThan(7_000);
    expect(firstWatch.updates.length).toBeGreaterThan(0);
    expect(secondWatch.events).not.toContain('error');
  });

  it('hands a feed over at once when the poller’s last watcher leaves', async () => {
    freshPrefix();
    const a = startProcess();
    const b = startProcess();
    const watchA = watch<TickerSnapshot>(a.hub, { kind: 'ticker' });
    const watchB = watch<TickerSnapshot>(b.hub, { kind: 'ticker' });
    await waitFor(() => watchA.updates.length >= 2 && watchB.updates.length >= 2, 5_000, 'tickers in both processes');
    const [leaving, staying, stayingWatch] = a.venue.requests > 0 ? [watchA, b, watchB] : [watchB, a, watchA];
    const leavingVenue = a.venue.requests > 0 ? a.venue : b.venue;

    leaving.unsubscribe();
    const leftAt = Date.now();
    await waitFor(() => staying.venue.requests > 0, 3_000, 'the remaining process to poll');
    const received = stayingWatch.updates.length;
    await waitFor(() => stayingWatch.updates.length >= received + 3, 2_000, 'tickers polled by the remaining process');
    const polledByLeaver = leavingVenue.requests;
    await sleep(300);

    // Well under the lock's TTL: the lock was released, not left to expire.
    expect(Date.now() - leftAt).toBeLessThan(3_500);
    expect(leavingVenue.requests).toBe(polledByLeaver);
  });

  it('leaves a feed to the processes that watch it', async () => {
    freshPrefix();
    const idle = startProcess();
    // The idle process watches another market: its hub runs, but not this feed.
    const elsewhere = idle.hub.subscribe('sandbox-a', 'ETH/USDT', { kind: 'book', depth: 5 }, () => {});
    const busy = startProcess();
    const watcher = watch<TickerSnapshot>(busy.hub, { kind: 'ticker' });
    await waitFor(() => watcher.updates.length >= 5, 5_000, 'five tickers');
    elsewhere();

    expect(busy.venue.byOperation.get('fetchTicker')).toBeGreaterThanOrEqual(5);
    expect(idle.venue.byOperation.get('fetchTicker')).toBeUndefined();
    expect(idle.venue.byOperation.get('fetchOrderBook')).toBeGreaterThan(0);
    expect(idle.hub.list().some((feed) => feed.topic === 'ticker')).toBe(false);
  });

  it('shows the poller’s venue failure to every process, then the data as stale', async () => {
    freshPrefix();
    const venue = new CountingVenue();
    const poller = startProcess(venue);
    const pollerWatch = watch<TickerSnapshot>(poller.hub, { kind: 'ticker' });
    await waitFor(() => pollerWatch.updates.length >= 1, 5_000, 'the poller to run');
    const follower = startProcess();
    const followerWatch = watch<TickerSnapshot>(follower.hub, { kind: 'ticker' });
    await waitFor(() => followerWatch.updates.length >= 1, 5_000, 'the follower to get a ticker');

    venue.failing = true;
    await waitFor(() => followerWatch.events.includes('stale:noUpdate'), 5_000, 'the follower to see the feed as stale');
    expect(followerWatch.events[0]).toBe('error');
    await expect(follower.hub.read('sandbox-a', 'BTC/USDT', { kind: 'ticker' })).resolves.toMatchObject({
      stale: true,
      staleReason: 'noUpdate',
    });

    venue.failing = false;
    await waitFor(() => followerWatch.events.includes('fresh'), 5_000, 'the follower to see the feed fresh again');
    expect(follower.venue.requests).toBe(0);
  });
});
