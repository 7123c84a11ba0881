import { describe, expect, it } from 'vitest';
import { ccxtSymbol, pairOfSymbol, spotSymbolOf, yenUnitsOf } from './venue-definition.ts';

describe('a ccxt symbol and its pair', () => {
  it('go both ways, for spot and for the perpetual', () => {
    for (const kind of ['spot', 'swap'] as const) {
      expect(pairOfSymbol(ccxtSymbol('BTC', 'USDT', kind))).toEqual({ base: 'BTC', quote: 'USDT' });
    }
    expect(ccxtSymbol('BTC', 'USDT', 'swap')).toBe('BTC/USDT:USDT');
  });

  it('give the spot symbol and the api names of a pair', () => {
    expect(spotSymbolOf('ETH/USDC:USDC')).toBe('ETH/USDC');
    expect(spotSymbolOf('ETH/USDC')).toBe('ETH/USDC');
    expect(yenUnitsOf('ETH/USDC:USDC')).toEqual({ yenUnit1: 'ETH', yenUnit2: 'USDC' });
  });
});
