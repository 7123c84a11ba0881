import { describe, expect, it } from 'vitest';
import { totalValue, valueHoldings } from './valuation.ts';

describe('valuing holdings in USDT', () => {
  it('multiplies each amount by its price and keeps an unpriced asset with price null and value 0', async () => {
    const prices: Record<string, number | null> = { BTC: 60_000, USDT: 1, MYSTERY: null };
    const valued = await valueHoldings(
      [
        { asset: 'BTC', amount: 0.5 },
        { asset: 'USDT', amount: 1_234.5 },
        { asset: 'MYSTERY', amount: 1_000_000 },
      ],
      async (holding) => prices[holding.asset] ?? null,
    );
    expect(valued).toEqual([
      { asset: 'BTC', amount: 0.5, priceUsdt: 60_000, valueUsdt: 30_000 },
      { asset: 'USDT', amount: 1_234.5, priceUsdt: 1, valueUsdt: 1_234.5 },
      { asset: 'MYSTERY', amount: 1_000_000, priceUsdt: null, valueUsdt: 0 },
    ]);
    expect(totalValue(valued)).toBe(31_234.5);
  });

  it('treats a price that fails to load as no price, and still values the rest', async () => {
    const valued = await valueHoldings(
      [
        { asset: 'BTC', amount: 1 },
        { asset: 'ETH', amount: 2 },
      ],
      async (holding) => {
        if (holding.asset === 'ETH') throw new Error('venue down');
        return 60_000;
      },
    );
    expect(valued.map((holding) => [holding.asset, holding.priceUsdt, holding.valueUsdt])).toEqual([
      ['BTC', 60_000, 60_000],
      ['ETH', null, 0],
    ]);
  });
});
