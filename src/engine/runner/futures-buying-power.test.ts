import { describe, expect, it } from 'vitest';
import type { PositionState } from '../connectors/types.ts';
import { futuresBuyingPower } from './futures-buying-power.ts';

const rules = { base: 'BTC', quote: 'USDT' };
const SYMBOL = 'BTC/USDT:USDT';
const wallet = (total: number) => [{ asset: 'USDT', free: total / 2, used: total / 2, total }];
const position = (side: 'long' | 'short', size: number, symbol = SYMBOL) => ({ symbol, side, size }) as PositionState;

describe('futuresBuyingPower', () => {
  it('flat: buys and sells up to the equity at 1×', () => {
    const power = futuresBuyingPower(rules, wallet(10_000), [], SYMBOL, 50_000);
    expect(power.free).toEqual({ BTC: 0.2, USDT: 10_000 });
    expect(power.total).toEqual({ BTC: 0, USDT: 10_000 });
  });

  it('a long leaves less to buy and more to sell; a short the reverse', () => {
    const long = futuresBuyingPower(rules, wallet(10_000), [position('long', 0.05)], SYMBOL, 50_000);
    expect(long.free.USDT).toBeCloseTo(7_500, 6);
    expect(long.free.BTC).toBeCloseTo(0.25, 9);
    expect(long.total.BTC).toBe(0.05);
    const short = futuresBuyingPower(rules, wallet(10_000), [position('short', 0.05)], SYMBOL, 50_000);
    expect(short.free.USDT).toBeCloseTo(12_500, 6);
    expect(short.free.BTC).toBeCloseTo(0.15, 9);
    expect(short.total.BTC).toBe(-0.05);
  });

  it('a position at the limit leaves nothing more that way; other symbols do not count', () => {
    const full = futuresBuyingPower(rules, wallet(10_000), [position('long', 0.2), position('short', 1, 'ETH/USDT:USDT')], SYMBOL, 50_000);
    expect(full.free.USDT).toBe(0);
    expect(full.free.BTC).toBeCloseTo(0.4, 9);
  });

  it('without a price, nothing may be traded', () => {
    expect(futuresBuyingPower(rules, wallet(10_000), [], SYMBOL, null).free).toEqual({ BTC: 0, USDT: 0 });
  });
});
