import { type Address, address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import type { PoolState } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { type DexLabel, DexLabel as Label } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { quoteSwap } from '../../../engine/connectors/solana/amm-program/amm-quote.ts';
import { agreedRoute, bestDirectRoute, type PoolView } from './direct-routes.ts';

const SOL = address('So11111111111111111111111111111111111111112');
const USDC = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
const DEMO = address('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
const OTHER = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');

let next = 0;
function pool(mintA: Address, mintB: Address, label: DexLabel, reserveA: bigint, reserveB: bigint, feeBps = 25): PoolView {
  const key = address(
    [
      '11111111111111111111111111111112',
      'SysvarC1ock11111111111111111111111111111111',
      'SysvarRent111111111111111111111111111111111',
      'Stake11111111111111111111111111111111111111',
    ][next++ % 4]!,
  );
  const state = {
    mintA,
    mintB,
    vaultA: key,
    vaultB: key,
    authority: key,
    creator: key,
    feeBps,
    label,
    bump: 255,
    authorityBump: 255,
  } as PoolState;
  return { address: key, state, reserveA, reserveB };
}

const request = { inputMint: SOL, outputMint: USDC, amount: 1_000_000_000n, slippageBps: 50, dexes: [] as string[] };

describe('the sandbox router', () => {
  const whirlpool = pool(SOL, USDC, Label.Whirlpool, 1_000n * 10n ** 9n, 150_000n * 10n ** 6n);
  const raydium = pool(USDC, SOL, Label.RaydiumAmmV4, 300_000n * 10n ** 6n, 2_000n * 10n ** 9n);

  it('takes the pool paying the most, whichever way round it holds the pair', () => {
    const route = bestDirectRoute([whirlpool, raydium], request);
    if (typeof route === 'string') throw new Error(route);
    expect(route.pool).toBe(raydium);
    expect(route.aToB).toBe(false);
    expect(route.dex).toBe('Raydium');
    expect(route.outAmount).toBe(quoteSwap({ reserveIn: raydium.reserveB, reserveOut: raydium.reserveA }, request.amount, 25));
    expect(route.minOut).toBe((route.outAmount * 9_950n) / 10_000n);
    expect(route.feeAmount).toBe(2_500_000n);
    expect(route.priceImpact).toBeGreaterThan(0.0025);
    expect(route.priceImpact).toBeLessThan(0.004);
  });

  it('keeps to the DEXes asked for', () => {
    const route = bestDirectRoute([whirlpool, raydium], { ...request, dexes: ['Whirlpool'] });
    expect(typeof route !== 'string' && route.pool).toBe(whirlpool);
    expect(bestDirectRoute([whirlpool, raydium], { ...request, dexes: ['Meteora'] })).toBe('noRoute');
  });

  it('says a token is not tradable when no pool holds it, and finds no route through an empty pool', () => {
    expect(bestDirectRoute([whirlpool], { ...request, outputMint: OTHER })).toBe('notTradable');
    expect(bestDirectRoute([whirlpool, pool(DEMO, USDC, Label.RaydiumCp, 0n, 0n)], { ...request, inputMint: DEMO })).toBe('noRoute');
  });

  it('builds a route at the agreed amounts through the named pool, without re-quoting', () => {
    const agreed = agreedRoute(whirlpool, {
      inputMint: USDC,
      outputMint: SOL,
      inAmount: 1_000_000n,
      outAmount: 6_000_000n,
      minOut: 5_900_000n,
      slippageBps: 100,
    });
    expect(agreed).toMatchObject({ aToB: false, dex: 'Whirlpool', minOut: 5_900_000n, feeAmount: 2_500n });
  });
});
