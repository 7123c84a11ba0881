import { describe, expect, it } from 'vitest';
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { shownTokens } from './shown-tokens.ts';

const CAKE = { key: '0xcake', symbol: 'CAKE', decimals: 18 };
const DEMO = { key: '0xdemo', symbol: 'DEMO', decimals: 18 };
const BNB = { key: 'native', symbol: 'BNB', decimals: 18 };

const wallet = (balances: Record<string, string>) => ({ balances }) as unknown as WalletView;

describe('balance columns of the wallet list', () => {
  it('always show the chain coin, and the tokens some wallet of the page holds', () => {
    const wallets = [wallet({ native: '0', '0xcake': '0' }), wallet({ native: '0.1', '0xcake': '12.5' })];
    expect(shownTokens([BNB, CAKE, DEMO], wallets).map((token) => token.symbol)).toEqual(['BNB', 'CAKE']);
  });

  it('leave out a token every wallet holds none of, read or not', () => {
    const wallets = [wallet({ native: '0.1', '0xcake': '0.000' }), wallet({ native: '0.1' })];
    expect(shownTokens([BNB, CAKE, DEMO], wallets).map((token) => token.symbol)).toEqual(['BNB']);
  });
});
