import { describe, expect, it } from 'vitest';
import type { DexPair } from '../pair/market-pair.ts';
import { batchShares, batchSwapRequest, mainSwapRequest } from './swap-requests.ts';

const PAIR: DexPair = { web: 'sandbox-dex', web_type: 1, exchange: 'Sandbox DEX', yenUnit1: 'CAKE', yenUnit2: 'BNB' };
const BATCH = {
  side: 'buy' as const,
  group: '7',
  walletCount: '10',
  total: '2.5',
  variation: '40',
  interval: '30',
  slippage: '1',
  gasMultiplier: '1',
};

describe('DEX swap requests', () => {
  it('turns a batch draft into the call, all wallets when no group is chosen', () => {
    const checked = batchSwapRequest(PAIR, BATCH);
    expect(checked).toMatchObject({
      ok: true,
      request: { wallet_count: 10, total_amount: '2.5', group_id: 7, variation: 40, web_type: 1 },
    });
    const all = batchSwapRequest(PAIR, { ...BATCH, group: 'all', variation: '', interval: '' });
    expect(all.ok && all.request).toMatchObject({ variation: 0, interval: 30 });
    expect(all.ok && 'group_id' in all.request).toBe(false);
  });

  it('names each field that is wrong with the contract message', () => {
    const checked = batchSwapRequest(PAIR, { ...BATCH, walletCount: '', total: '0', variation: '95', gasMultiplier: '0.5' });
    expect(checked).toEqual({
      ok: false,
      problems: {
        wallet_count: 'validation.dex.walletCount',
        total_amount: 'validation.wallets.amount',
        variation: 'validation.dex.variation',
        gas_multiplier: 'validation.bots.gasMultiplier',
      },
    });
  });

  it('checks the funding-wallet order the same way', () => {
    const draft = { side: 'sell' as const, amount: '12.5', slippage: '', gasMultiplier: '0' };
    expect(mainSwapRequest(PAIR, draft, 'request-1')).toMatchObject({
      ok: true,
      request: { amount: '12.5', slippage: 1, gas_multiplier: 0 },
    });
    expect(mainSwapRequest(PAIR, { ...draft, amount: 'abc', slippage: '60' }, 'request-1')).toEqual({
      ok: false,
      problems: { amount: 'validation.wallets.amount', slippage: 'validation.bots.slippage' },
    });
  });

  it('says what share each wallet gets around the average', () => {
    expect(batchShares(10, 4, 40)).toEqual({ average: 2.5, low: 1.5, high: 3.5 });
    expect(batchShares(10, 1, 40)).toEqual({ average: 10, low: 10, high: 10 });
  });
});
