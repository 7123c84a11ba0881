import { describe, expect, it } from 'vitest';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import type { DexPair } from '../pair/market-pair.ts';
import { impactRequestOf, refusalText, valueCoin } from './impact-request.ts';

const CAKE_BNB: DexPair = { web: 'sandbox-dex', web_type: 1, exchange: 'Sandbox DEX', yenUnit1: 'CAKE', yenUnit2: 'BNB' };

describe('the price-impact calculator’s question', () => {
  it('asks how much to swap for a target price', () => {
    expect(impactRequestOf(CAKE_BNB, { mode: 'price', side: 'buy', value: ' 0.0052 ' })).toEqual({
      ok: true,
      request: { web: 'sandbox-dex', web_type: 1, yenUnit1: 'CAKE', yenUnit2: 'BNB', mode: 'price', side: 'buy', target_price: 0.0052 },
    });
  });

  it('asks what a swap of an amount does', () => {
    expect(impactRequestOf(CAKE_BNB, { mode: 'amount', side: 'sell', value: '250' })).toMatchObject({
      ok: true,
      request: { mode: 'amount', side: 'sell', amount: 250 },
    });
  });

  it('needs a number above 0, with the message of the field asked for', () => {
    expect(impactRequestOf(CAKE_BNB, { mode: 'price', side: 'buy', value: '' })).toEqual({
      ok: false,
      problem: 'messages:validation.dex.targetPrice',
    });
    expect(impactRequestOf(CAKE_BNB, { mode: 'amount', side: 'buy', value: '-3' })).toEqual({
      ok: false,
      problem: 'messages:validation.dex.amount',
    });
    expect(impactRequestOf(CAKE_BNB, { mode: 'amount', side: 'buy', value: 'lots' })).toMatchObject({ ok: false });
  });

  it('names the coin the value is in: the quote coin for a price or a buy, the base coin for a sell', () => {
    expect(valueCoin(CAKE_BNB, 'price', 'sell')).toBe('BNB');
    expect(valueCoin(CAKE_BNB, 'amount', 'buy')).toBe('BNB');
    expect(valueCoin(CAKE_BNB, 'amount', 'sell')).toBe('CAKE');
  });
});

describe('a refused calculation', () => {
  it('says what the server said: the first field issue, or the code’s message', () => {
    const issues = { issues: [{ path: ['target_price'], message: 'The target price is on the other side of the current price 0.005.' }] };
    expect(refusalText(CODE.invalidParams, 'Invalid parameters.', issues)).toBe(
      'The target price is on the other side of the current price 0.005.',
    );
    expect(refusalText(CODE.poolNotFound, 'No CAKE/BNB pool was found on Sandbox DEX.', null)).toBe(
      'No CAKE/BNB pool was found on Sandbox DEX.',
    );
  });
});
