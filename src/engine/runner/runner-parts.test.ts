import { describe, expect, it } from 'vitest';
import { clientOrderId, parseClientOrderId } from './client-order-id.ts';
import { meetsMinimums, priceFor, roundAmount } from './market-rules.ts';
import { seededRandom } from './random.ts';
import { ActionWindow, SAFETY_ACTIONS_PER_MINUTE } from './safety.ts';
import type { MarketRules } from './types.ts';

const rules: MarketRules = {
  symbol: 'ETH/USDT',
  base: 'ETH',
  quote: 'USDT',
  priceStep: 0.01,
  amountStep: 0.0001,
  minAmount: 0.0001,
  minCost: 5,
};

describe('safety module window', () => {
  it('allows 60 order actions within a minute and refuses the 61st', () => {
    const window = new ActionWindow();
    for (let i = 0; i < SAFETY_ACTIONS_PER_MINUTE; i++) expect(window.record(1000 + i)).toBe(true);
    expect(window.record(2000)).toBe(false);
  });

  it('forgets actions older than a minute', () => {
    const window = new ActionWindow();
    for (let i = 0; i < 60; i++) window.record(0);
    expect(window.record(60_000)).toBe(true);
    expect(window.count(60_000)).toBe(1);
  });

  it('tells strategies to stay ten actions below the limit', () => {
    const window = new ActionWindow();
    expect(window.budget(0)).toBe(50);
    for (let i = 0; i < 45; i++) window.record(0);
    expect(window.budget(1)).toBe(5);
    for (let i = 0; i < 10; i++) window.record(1);
    expect(window.budget(2)).toBe(0);
  });
});

describe('client order ids', () => {
  it('derive from bot and step, fit the venues, and read back', () => {
    expect(clientOrderId(42, 1057)).toBe('mm42s1057');
    expect(clientOrderId(2 ** 31, 2 ** 31).length).toBeLessThanOrEqual(36);
    expect(parseClientOrderId('mm42s1057')).toEqual({ botId: 42, step: 1057 });
    expect(parseClientOrderId('auto-ETHUSDT-1')).toBeNull();
  });
});

describe('market rules', () => {
  it('round buys down and sells up to the tick, quantities down to the lot', () => {
    expect(priceFor('buy', 2000.019, rules)).toBe(2000.01);
    expect(priceFor('sell', 2000.011, rules)).toBe(2000.02);
    expect(priceFor('sell', 2000.01, rules)).toBe(2000.01);
    expect(roundAmount(0.123456, rules)).toBe(0.1234);
  });

  it('check the minimum notional and quantity', () => {
    expect(meetsMinimums(0.0025, 2000, rules)).toBe(true);
    expect(meetsMinimums(0.0024, 2000, rules)).toBe(false);
    expect(meetsMinimums(0, 2000, rules)).toBe(false);
  });
});

describe('seeded random source', () => {
  it('repeats for the same bot and time and differs otherwise', () => {
    const a = seededRandom(1, 1000);
    const b = seededRandom(1, 1000);
    const c = seededRandom(2, 1000);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });
});
