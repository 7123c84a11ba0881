import { describe, expect, it } from 'vitest';
import { decideAction } from './response-actions.ts';

const anywhere = { onWalletManagementPage: false };
const walletPage = { onWalletManagementPage: true };

describe('the response-code table of spec §8', () => {
  it.each([
    [1000, 'success'],
    [1003, 'offerUpdate'],
    [1004, 'forceUpdate'],
    [2000, 'sessionCleared'],
    [2001, 'sessionCleared'],
    [2002, 'sessionCleared'],
    [2014, 'sessionCleared'],
    [2020, 'sessionCleared'],
    [2053, 'sessionCleared'],
    [2015, 'ipInvalid'],
    [2016, 'safeLogin'],
    [2092, 'toAccountPage'],
    [2099, 'confirmThenStocks'],
    [2107, 'authoriseToken'],
    [2108, 'authoriseToken'],
    [2109, 'gasChoice'],
    [2110, 'toLogOrWallet'],
    [2171, 'toLogOrWallet'],
    [2172, 'authorisationCase'],
    [2173, 'authorisationCase'],
    [2174, 'authorisationCase'],
    [2176, 'silent'],
    [3001, 'planExpired'],
  ])('code %i → %s', (code, kind) => {
    expect(decideAction(code, anywhere).kind).toBe(kind);
  });

  it('shows any other code as a message for 3 seconds', () => {
    for (const code of [1010, 1101, 1429, 1500, 2003, 2175, 9999]) {
      expect(decideAction(code, anywhere)).toEqual({ kind: 'message', durationMs: 3000 });
    }
  });

  it('leaves 2109-2174 to the wallet-management page itself', () => {
    for (const code of [2109, 2110, 2171, 2172, 2173, 2174]) expect(decideAction(code, walletPage).kind).toBe('rejectToPage');
    // Other codes behave as anywhere else on that page.
    expect(decideAction(2107, walletPage).kind).toBe('authoriseToken');
    expect(decideAction(2000, walletPage).kind).toBe('sessionCleared');
    expect(decideAction(2176, walletPage).kind).toBe('silent');
  });
});
