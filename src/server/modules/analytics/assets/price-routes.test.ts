import { describe, expect, it } from 'vitest';
import { type PricingMarket, priceAlong, STABLECOINS, usdtRoute } from './price-routes.ts';

const isStable = (asset: string) => STABLECOINS.has(asset);
const market = (base: string, quote: string): PricingMarket => ({ base, quote, symbol: `${base}/${quote}` });
const venue = [market('BTC', 'USDT'), market('CAKE', 'BNB'), market('BNB', 'USDT'), market('ETH', 'BTC'), market('USDT', 'TRY')];
const prices: Record<string, number> = { 'BTC/USDT': 60_000, 'CAKE/BNB': 0.004, 'BNB/USDT': 600, 'ETH/BTC': 0.05, 'USDT/TRY': 40 };
const read = async (symbol: string) => prices[symbol] ?? null;

const priceOf = async (asset: string, markets = venue) => {
  const route = usdtRoute(asset, markets, isStable);
  return route ? priceAlong(route, read) : null;
};

describe('USDT price routes', () => {
  it('values a stablecoin at 1 without reading any market', async () => {
    expect(usdtRoute('USDC', venue, isStable)).toEqual([]);
    expect(await priceOf('USDT')).toBe(1);
  });

  it("reads a coin quoted in a stablecoin from that market's price", async () => {
    expect(usdtRoute('BTC', venue, isStable)).toEqual([{ symbol: 'BTC/USDT', invert: false }]);
    expect(await priceOf('BTC')).toBe(60_000);
  });

  it('takes the reciprocal of a market quoted in the asset', async () => {
    expect(usdtRoute('TRY', venue, isStable)).toEqual([{ symbol: 'USDT/TRY', invert: true }]);
    expect(await priceOf('TRY')).toBeCloseTo(0.025, 12);
  });

  it("values a token without a stablecoin market through the coin it trades against (pool price × the coin's USDT price)", async () => {
    expect(usdtRoute('CAKE', venue, isStable)).toEqual([
      { symbol: 'CAKE/BNB', invert: false },
      { symbol: 'BNB/USDT', invert: false },
    ]);
    expect(await priceOf('CAKE')).toBeCloseTo(2.4, 12);
    expect(await priceOf('ETH')).toBeCloseTo(3_000, 9);
  });

  it('leaves an asset no market reaches unpriced', async () => {
    expect(usdtRoute('DOGE', venue, isStable)).toBeNull();
    expect(await priceOf('CAKE', [market('CAKE', 'BNB')])).toBeNull();
  });

  it('gives no price when a market on the way has none', async () => {
    expect(
      await priceAlong(
        [
          { symbol: 'CAKE/BNB', invert: false },
          { symbol: 'BNB/USDT', invert: false },
        ],
        async (symbol) => (symbol === 'BNB/USDT' ? null : 0.004),
      ),
    ).toBeNull();
    expect(await priceAlong([{ symbol: 'X/USDT', invert: false }], async () => 0)).toBeNull();
  });
});
