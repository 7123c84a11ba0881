import { describe, expect, it } from 'vitest';
import { totalsOf } from './wallet-totals.ts';

describe('wallet totals of a DEX pair', () => {
  it('sums every group per token, exactly', () => {
    const totals = totalsOf({
      tokens: [
        { key: 'native', symbol: 'BNB', decimals: 18 },
        { key: '0xcake', symbol: 'CAKE', decimals: 18 },
      ],
      list: [
        { group_id: 0, group_name: null, wallets: 3, totals: { native: '0.1', '0xcake': '1000000000000.000000000000000001' } },
        { group_id: 4, group_name: 'A', wallets: 2, totals: { native: '0.2', '0xcake': '0.999999999999999999' } },
      ],
    });
    expect(totals).toEqual({
      wallets: 5,
      totals: [
        { key: 'native', symbol: 'BNB', amount: '0.3' },
        { key: '0xcake', symbol: 'CAKE', amount: '1000000000001' },
      ],
    });
  });
});
