import { describe, expect, it } from 'vitest';
import { FaultInjector } from './faults.ts';

describe('fault injection', () => {
  it('strikes only matching requests, and only as many times as asked', () => {
    const faults = new FaultInjector();
    faults.add({ kind: 'error', path: '/api/v3/order', method: 'POST', status: 502, times: 2 });
    expect(faults.decide('GET', '/api/v3/depth').before).toBeNull();
    expect(faults.decide('POST', '/api/v3/order').before).toEqual({ kind: 'error', status: 502 });
    expect(faults.decide('POST', '/api/v3/order').before).toEqual({ kind: 'error', status: 502 });
    expect(faults.decide('POST', '/api/v3/order').before).toBeNull();
    expect(faults.list()).toEqual([]);
  });

  it('adds latency from every matching rule and can strike after the venue handled the request', () => {
    const faults = new FaultInjector();
    faults.add({ kind: 'latency', latencyMs: 100 });
    faults.add({ kind: 'latency', latencyMs: 50, path: '/api/v3/order' });
    faults.add({ kind: 'drop', after: true, path: '/api/v3/order' });
    expect(faults.decide('POST', '/api/v3/order')).toEqual({ latencyMs: 150, before: null, after: { kind: 'drop' } });
  });

  it('applies a probabilistic rule to about that share of requests, the same way each run', () => {
    const run = () => {
      const faults = new FaultInjector('seed');
      faults.add({ kind: 'rateLimit', probability: 0.25 });
      return Array.from({ length: 2_000 }, () => faults.decide('GET', '/api/v3/ticker/price').before !== null);
    };
    const hits = run();
    expect(run()).toEqual(hits);
    const share = hits.filter(Boolean).length / hits.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
  });

  it('reports stale markets until the rule is removed', () => {
    const faults = new FaultInjector();
    const id = faults.add({ kind: 'stale', symbols: ['BTCUSDT'] });
    expect(faults.isStale('BTCUSDT')).toBe(true);
    expect(faults.isStale('ETHUSDT')).toBe(false);
    faults.remove(id);
    expect(faults.isStale('BTCUSDT')).toBe(false);
  });

  it('refuses a malformed rule', () => {
    const faults = new FaultInjector();
    expect(() => faults.add({ kind: 'error', status: 200 })).toThrow();
    expect(() => faults.add({ kind: 'explode' } as never)).toThrow();
  });
});
