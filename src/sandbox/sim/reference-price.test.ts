import { describe, expect, it } from 'vitest';
import { logDeviation, referencePrice } from './reference-price.ts';

const DAY = 86_400_000;

describe('reference price', () => {
  it('is the same path for the same seed and a different one for another seed', () => {
    const spec = { initialPrice: 100, dailyVolatility: 0.05 };
    const times = [0, 1_000, 60_000, DAY].map((t) => t + 1_700_000_000_000);
    expect(times.map((t) => referencePrice('a', spec, t))).toEqual(times.map((t) => referencePrice('a', spec, t)));
    expect(times.map((t) => referencePrice('b', spec, t))).not.toEqual(times.map((t) => referencePrice('a', spec, t)));
  });

  it('moves continuously: one second changes the price by a small fraction', () => {
    const spec = { initialPrice: 65_000, dailyVolatility: 0.03 };
    let largest = 0;
    for (let t = 1_700_000_000_000; t < 1_700_000_000_000 + 3_600_000; t += 1_000) {
      const step = Math.abs(Math.log(referencePrice('btc', spec, t + 1_000) / referencePrice('btc', spec, t)));
      largest = Math.max(largest, step);
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(0.002);
  });

  it('has daily log returns of about the configured volatility', () => {
    const volatility = 0.04;
    const returns: number[] = [];
    for (let day = 0; day < 2_000; day++) {
      const t = 1_600_000_000_000 + day * DAY;
      returns.push(logDeviation('vol', volatility, t + DAY) - logDeviation('vol', volatility, t));
    }
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / returns.length);
    expect(sd).toBeGreaterThan(volatility * 0.7);
    expect(sd).toBeLessThan(volatility * 1.3);
  });

  it('stays within a band of its start over a long run', () => {
    let widest = 0;
    for (let day = 0; day < 3_000; day++) widest = Math.max(widest, Math.abs(logDeviation('band', 0.05, 1_600_000_000_000 + day * DAY)));
    expect(widest).toBeLessThan(0.6);
  });
});
