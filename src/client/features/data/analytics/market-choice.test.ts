import { describe, expect, it } from 'vitest';
import { keptChoice, marketFilter, marketValue, TOTAL, venueNames } from './market-choice.ts';

const bnb = { web: 'sandbox-a', web_name: 'Sandbox A', yenUnit1: 'BNB', yenUnit2: 'USDT' };
const cake = { web: 'sandbox-b', web_name: 'Sandbox B', yenUnit1: 'CAKE', yenUnit2: 'BNB' };

describe('the analytics market picker', () => {
  it('asks for one market with all three fields, and for the total with none', () => {
    expect(marketFilter(marketValue(bnb))).toEqual({ web: 'sandbox-a', yenUnit1: 'BNB', yenUnit2: 'USDT' });
    expect(marketFilter(TOTAL)).toEqual({});
    expect(marketFilter('sandbox-a|BNB')).toEqual({});
  });

  it('keeps a picked market while the list offers it and falls back to the total when it does not', () => {
    expect(keptChoice(marketValue(cake), [bnb, cake])).toBe(marketValue(cake));
    expect(keptChoice(marketValue(cake), [bnb])).toBe(TOTAL);
    expect(keptChoice(TOTAL, [])).toBe(TOTAL);
  });

  it('names a venue by its display name, or by its id when no market lists it', () => {
    const name = venueNames([bnb, cake]);
    expect(name('sandbox-b')).toBe('Sandbox B');
    expect(name('binance')).toBe('binance');
  });
});
