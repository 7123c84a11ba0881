// The shared market-data feeds against a running sandbox, with a counting proxy in front of it to
// see what really reaches the venue: many watchers of one market cost one request stream, a feed
// stops when its last watcher leaves, and frozen or failing venue data is reported as stale.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorPool } from '../../src/engine/connectors/connector-pool.ts';
import type { OrderBookSnapshot, TickerSnapshot } from '../../src/engine/connectors/types.ts';
import { VenueRegistry } from '../../src/engine/connectors/venue-registry.ts';
import { MarketDataHub } from '../../src/engine/market-data/market-data-hub.ts';
import type { FeedEvent } from '../../src/engine/market-data/topic-feed.ts';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { withDepthOutage } from '../support/venue-outage.ts';

let dataDir: string;
let sandbox: SandboxExchange;
let proxy: CountingProxy;
let pool: ConnectorPool;
let hub: MarketDataHub;

const INTERVAL = 400;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'exchange-market-data-'));
  sandbox = await startSandboxExchange({ name: 'feeds', dataDir, warmUpMs: 600_000 });
  proxy = await startCountingProxy(sandbox.url);
  const registry = new VenueRegistry({ includeCcxt: false });
  registry.register(await sandboxVenueDefinition('sandbox-t', proxy.url));
  pool = new ConnectorPool(registry);
  const timings = { intervalMs: INTERVAL, staleAfterMs: 2_000, frozenAfterMs: 2_000, maxBackoffMs: 1_000 };
  hub = new MarketDataHub({
    connectorFor: (venue) => pool.publicConnector(venue),
    timings: { book: timings, ticker: timings },
    leaseMs: 1_000,
  });
  await pool.publicConnector('sandbox-t').loadMarkets();
});

afterAll(async () => {
  hub?.close();
  pool?.close();
  await proxy?.close();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('shared market-data feeds', () => {
  it('serves thirty watchers of one book from one upstream request stream, each at its own depth', async () => {
    proxy.reset();
    const updates: number[] = Array(30).fill(0);
    const depths: number[] = Array(30).fill(0);
    const started = Date.now();
    const unsubscribes = updates.map((_, i) =>
      hub.subscribe('sandbox-t', 'BTC/USDT', { kind: 'book', depth: 5 + (i % 3) * 5 }, (event: FeedEvent<OrderBookSnapshot>) => {
        if (event.type !== 'update') return;
        updates[i]! += 1;
        depths[i] = event.value.bids.length;
      }),
    );
    // Clients polling over HTTP read the same feed.
    for (let i = 0; i < 10; i++) await hub.read('sandbox-t', 'BTC/USDT', { kind: 'book', depth: 10 });
    await waitFor(() => updates.every((n) => n >= 4), 15_000, 'four updates for every watcher');
    const elapsed = Date.now() - started;
    for (const unsubscribe of unsubscribes) unsubscribe();

    const depthRequests = proxy.count('/api/v3/depth', 'GET');
    // One stream polls every INTERVAL ms; thirty separate feeds would send thirty times as many.
    expect(depthRequests).toBeGreaterThanOrEqual(4);
    expect(depthRequests).toBeLessThanOrEqual(Math.ceil(elapsed / INTERVAL) + 2);
    expect(depths.filter((_, i) => i % 3 === 0).every((depth) => depth === 5)).toBe(true);
    expect(depths.filter((_, i) => i % 3 === 2).every((depth) => depth === 15)).toBe(true);
  });

  it('stops polling once the last watcher has left and the last read has expired', async () => {
    const unsubscribe = hub.subscribe('sandbox-t', 'ETH/USDT', { kind: 'ticker' }, () => {});
    await hub.read('sandbox-t', 'ETH/USDT', { kind: 'ticker' });
    unsubscribe();
    await waitFor(() => !hub.list().some((feed) => feed.symbol === 'ETH/USDT'), 5_000, 'the ETH/USDT feed to stop');
    const before = proxy.count('/api/v3/ticker/24hr');
    await new Promise((resolve) => setTimeout(resolve, INTERVAL * 4));
    expect(proxy.count('/api/v3/ticker/24hr')).toBe(before);
  });

  it('reports frozen venue data as stale, and fresh again once it moves', async () => {
    const events: Array<FeedEvent<TickerSnapshot>['type'] | string> = [];
    const unsubscribe = hub.subscribe('sandbox-t', 'BNB/USDT', { kind: 'ticker' }, (event) => {
      events.push(event.type === 'stale' ? `stale:${event.reason}` : event.type);
    });
    await waitFor(() => events.includes('update'), 5_000, 'a first ticker');
    const fault = sandbox.faults.add({ kind: 'stale', symbols: ['BNBUSDT'] });
    await waitFor(() => events.includes('stale:venueTimeLag'), 10_000, 'the feed to report the frozen ticker');
    sandbox.faults.remove(fault);
    await waitFor(() => events.includes('fresh'), 10_000, 'the feed to recover');
    unsubscribe();
  });

  it('reports a venue that stops answering as stale (no update)', async () => {
    const events: string[] = [];
    const unsubscribe = hub.subscribe('sandbox-t', 'ETH/USDT', { kind: 'book', depth: 5 }, (event) => {
      events.push(event.type === 'stale' ? `stale:${event.reason}` : event.type);
    });
    await waitFor(() => events.includes('update'), 5_000, 'a first book');
    await withDepthOutage(sandbox, async () => {
      await waitFor(() => events.includes('stale:noUpdate'), 10_000, 'the feed to report the failing venue');
      expect(events).toContain('error');
    });
    await waitFor(() => events.includes('fresh'), 10_000, 'the feed to recover');
    unsubscribe();
  });
});
