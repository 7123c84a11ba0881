import { describe, expect, it } from 'vitest';
import { firstPair } from './first-pair.ts';

const SANDBOX_A = { exchange: 'Sandbox A', web: 'sandbox-a', web_type: 0, yenUnit1: 'BTC', yenUnit2: 'USDT', pairs: [] };
const SANDBOX_A_FUTURES = { ...SANDBOX_A, web_type: 3 };
const OTHER_DEX = {
  exchange: 'Other DEX',
  web: 'other-dex',
  web_type: 1,
  yenUnit1: 'DEMO',
  yenUnit2: 'USDT',
  pairs: [{ yenUnit1: 'DEMO', yenUnit2: 'USDT' }],
};
const SANDBOX_DEX = {
  exchange: 'Sandbox DEX',
  web: 'sandbox-dex',
  web_type: 1,
  yenUnit1: 'BNB',
  yenUnit2: 'USDT',
  pairs: [
    { yenUnit1: 'BNB', yenUnit2: 'USDT' },
    { yenUnit1: 'CAKE', yenUnit2: 'BNB' },
  ],
};
const LIST = [SANDBOX_A, SANDBOX_A_FUTURES, OTHER_DEX, SANDBOX_DEX];

describe('the pair a user without a saved one starts on', () => {
  it('is CAKE/BNB of the first DEX venue listing it for a test account, bound exchanges or not', () => {
    expect(firstPair(['sandbox-a'], LIST, true)).toEqual({
      exchange: 'Sandbox DEX',
      web: 'sandbox-dex',
      web_type: 1,
      yenUnit1: 'CAKE',
      yenUnit2: 'BNB',
    });
    expect(firstPair([], LIST, true)?.web).toBe('sandbox-dex');
  });

  it('is the first bound exchange’s default pair for a test account when no DEX venue lists CAKE/BNB', () => {
    expect(firstPair(['sandbox-a'], [SANDBOX_A, OTHER_DEX], true)).toEqual({
      exchange: 'Sandbox A',
      web: 'sandbox-a',
      web_type: 0,
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
    });
  });

  it('is the first bound exchange’s default pair for anyone else, never a DEX pool', () => {
    expect(firstPair(['sandbox-a'], LIST, false)).toMatchObject({ web: 'sandbox-a', web_type: 0 });
    expect(firstPair([], LIST, false)).toBeNull();
  });
});
