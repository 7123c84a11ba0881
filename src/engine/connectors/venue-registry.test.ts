import { describe, expect, it } from 'vitest';
import { limitsFromBinanceRateLimits } from './binance-limits.ts';
import { ccxtDefinition } from './ccxt-catalogue.ts';
import type { VenueDefinition } from './venue-definition.ts';
import { quirksOf } from './venue-quirks.ts';
import { VenueRegistry } from './venue-registry.ts';

const sandbox = (id: string, featured = true): VenueDefinition => ({
  id,
  name: id,
  ccxtClass: 'binance',
  marketKinds: ['spot'],
  credentials: [],
  defaultPair: { base: 'BTC', quote: 'USDT' },
  featured,
});

describe('venues as data', () => {
  it("reads a ccxt exchange's market kinds, credentials and request budget from ccxt itself", () => {
    const okx = ccxtDefinition('okx')!;
    expect(okx).toMatchObject({ id: 'okx', name: 'OKX', ccxtClass: 'okx', marketKinds: ['spot', 'swap'] });
    expect(okx.credentials).toEqual([
      { field: 'api_key', ccxt: 'apiKey' },
      { field: 'secret', ccxt: 'secret' },
      { field: 'api_password', ccxt: 'password' },
    ]);
    const binance = ccxtDefinition('binance')!;
    // ccxt's rateLimit of 50 ms a cost unit: 1,200 units (6,000 weight) a minute, and Binance's order limits.
    expect(binance.limits).toEqual({ costPerWindow: 1_200, windowMs: 60_000, orderLimits: quirksOf(binance)!.orderLimits });
    expect(ccxtDefinition('binanceusdm')!.marketKinds).toEqual(['swap']);
    expect(ccxtDefinition('no-such-exchange')).toBeNull();
  });

  it('lists featured venues first, then other registered ones, then ccxt’s, a registered id replacing ccxt’s', async () => {
    const registry = new VenueRegistry();
    registry.register(sandbox('sandbox-b'));
    registry.register(sandbox('sandbox-a'));
    registry.register({ ...sandbox('binance', false), name: 'Binance (proxied)' });
    const list = await registry.list();
    expect(list.slice(0, 3).map((venue) => venue.id)).toEqual(['sandbox-a', 'sandbox-b', 'binance']);
    expect(list.filter((venue) => venue.id === 'binance')).toHaveLength(1);
    expect(registry.get('binance')?.name).toBe('Binance (proxied)');
    expect(list.length).toBeGreaterThan(90);
    registry.unregister('binance');
    expect(registry.get('binance')?.name).toBe('Binance');
  });

  it('governs a Binance-dialect venue by the limits its exchangeInfo announces', () => {
    const limits = limitsFromBinanceRateLimits(
      [
        { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 3_000 },
        { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 10 },
        { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: 1_000 },
      ],
      0.2,
    );
    expect(limits).toEqual({
      costPerWindow: 600,
      windowMs: 60_000,
      orderLimits: [
        { count: 10, windowMs: 10_000 },
        { count: 1_000, windowMs: 86_400_000 },
      ],
    });
  });
});
