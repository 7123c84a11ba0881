// MARKET_FEED_INTERVAL_SCALE: the hub's feeds poll at their default intervals times the scale, on
// the virtual clock, so the count of requests a venue answers over a minute shows the interval.
import { afterEach, expect, it } from 'vitest';
import { VirtualClock } from '../../shared/clock.ts';
import type { TickerSnapshot } from '../connectors/types.ts';
import { MarketDataHub } from './market-data-hub.ts';
import type { MarketDataSource } from './topics.ts';

const hubs: MarketDataHub[] = [];
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.close();
});

/** Ticker polls a venue answers while one watcher watches for `ms` of virtual time. */
async function tickerPolls(intervalScale: number | undefined, ms: number): Promise<number> {
  const clock = new VirtualClock();
  let requests = 0;
  const venue: Pick<MarketDataSource, 'fetchTicker'> = {
    async fetchTicker(symbol): Promise<TickerSnapshot> {
      requests++;
      const empty = { bid: null, ask: null, high: null, low: null, open: null, changePercent: null, baseVolume: null, quoteVolume: null };
      return { symbol, last: 100, ...empty, timestamp: clock.now() };
    },
  };
  const hub = new MarketDataHub({ connectorFor: () => venue as MarketDataSource, clock, intervalScale });
  hubs.push(hub);
  hub.subscribe('sandbox-a', 'BTC/USDT', { kind: 'ticker' }, () => undefined);
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    clock.advance(100);
    // Each poll awaits the venue's answer before scheduling the next one.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return requests;
}

it('polls the ticker every 2 s by default', async () => {
  expect(await tickerPolls(undefined, 60_000)).toBeGreaterThanOrEqual(29);
  expect(await tickerPolls(undefined, 60_000)).toBeLessThanOrEqual(31);
});

it('polls four times as often at a scale of 0.25, and half as often at 2', async () => {
  const quick = await tickerPolls(0.25, 60_000);
  expect(quick).toBeGreaterThanOrEqual(119);
  expect(quick).toBeLessThanOrEqual(121);
  const slow = await tickerPolls(2, 60_000);
  expect(slow).toBeGreaterThanOrEqual(14);
  expect(slow).toBeLessThanOrEqual(16);
});
