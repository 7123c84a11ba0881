import { describe, expect, it } from 'vitest';
import type { MarketInfo } from '../connectors/types.ts';
import { findMarket } from './session-setup.ts';

const market = (symbol: string, base: string, quote: string, active = true): MarketInfo => ({
  symbol,
  base,
  quote,
  kind: 'spot',
  active,
  priceStep: 0.01,
  amountStep: 0.0001,
  minAmount: null,
  minCost: null,
});

describe('finding the bot pair on a venue', () => {
  const markets = [market('BTC/USDT', 'BTC', 'USDT'), market('ETH/USDT:OLD', 'ETH', 'USDT', false), market('ETH/USDT', 'ETH', 'USDT')];

  it('takes the ccxt symbol as written', () => {
    expect(findMarket(markets, 'BTC/USDT')?.symbol).toBe('BTC/USDT');
  });

  it('finds a pair written in lower case, with a dash or run together, preferring the active listing', () => {
    for (const written of ['eth/usdt', 'ETH-USDT', 'ethusdt']) expect(findMarket(markets, written)?.symbol).toBe('ETH/USDT');
  });

  it('takes the spot market for a pair written without its settlement, the perpetual only by its ccxt symbol', () => {
    const withPerpetual = [{ ...market('BTC/USDT:USDT', 'BTC', 'USDT'), kind: 'swap' as const }, ...markets];
    expect(findMarket(withPerpetual, 'btcusdt')?.symbol).toBe('BTC/USDT');
    expect(findMarket(withPerpetual, 'BTC/USDT:USDT')?.symbol).toBe('BTC/USDT:USDT');
  });

  it('finds nothing for a pair the venue does not list', () => {
    expect(findMarket(markets, 'DOGE/USDT')).toBeUndefined();
  });
});
