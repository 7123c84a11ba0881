import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { createCcxtExchange } from './ccxt-instance.ts';
import type { VenueDefinition } from './venue-definition.ts';

const venue = {
  id: 'lean-test',
  name: 'Lean test',
  ccxtClass: 'binance',
  credentials: [
    { field: 'api_key', ccxt: 'apiKey' },
    { field: 'secret', ccxt: 'secret' },
  ],
  options: {},
} as unknown as VenueDefinition;
const hooks = { throttle: async () => undefined, onResponse: () => undefined };

type Endpoints = Record<string, (...args: unknown[]) => Promise<unknown>> & { request: (...args: unknown[]) => Promise<unknown> };

describe('lean ccxt objects', () => {
  it('share one set of endpoint methods, each calling through the object it is called on', async () => {
    const a = createCcxtExchange(venue, { api_key: 'key-a', secret: 'secret-a' }, hooks) as unknown as Endpoints;
    const b = createCcxtExchange(venue, { api_key: 'key-b', secret: 'secret-b' }, hooks) as unknown as Endpoints;
    expect(a['privateGetAccount']).toBe(b['privateGetAccount']);
    expect(Object.hasOwn(a, 'privateGetAccount')).toBe(false);
    const calls: string[] = [];
    a.request = async (path) => calls.push(`a:${String(path)}`);
    b.request = async (path) => calls.push(`b:${String(path)}`);
    await b['privateGetAccount']!({});
    await a['public_get_depth']!({ symbol: 'BTCUSDT' });
    expect(calls).toEqual(['b:account', 'a:depth']);
  });

  it('offer every endpoint ccxt itself defines, under both names', () => {
    const plain = new (ccxt as unknown as Record<string, new (config: object) => Record<string, unknown>>)['binance']!({});
    const lean = createCcxtExchange(venue, null, hooks) as unknown as Record<string, unknown>;
    const endpoints = Object.getOwnPropertyNames(plain).filter((name) => /^(public|private|sapi|fapi|dapi|eapi|papi)/i.test(name));
    expect(endpoints.length).toBeGreaterThan(1000);
    expect(endpoints.filter((name) => typeof lean[name] !== 'function')).toEqual([]);
  });

  it('sign with their own keys', () => {
    const a = createCcxtExchange(venue, { api_key: 'key-a', secret: 'secret-a' }, hooks);
    const b = createCcxtExchange(venue, { api_key: 'key-b', secret: 'secret-b' }, hooks);
    const headerOf = (exchange: typeof a) =>
      (exchange.sign('account', 'private', 'GET', {}) as { headers: Record<string, string> }).headers['X-MBX-APIKEY'];
    expect([headerOf(a), headerOf(b)]).toEqual(['key-a', 'key-b']);
  });
});
