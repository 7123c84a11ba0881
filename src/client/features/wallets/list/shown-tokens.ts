// Which tokens get a balance column in the wallet list: the chain's coin always (it pays the gas),
// and each token some wallet of the page holds. A chain shows every token the user added, most of
// which a page of wallets does not hold; a column of dashes would push State and Transfer off screen.
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletToken, WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';

const holds = (amount: string | undefined) => amount !== undefined && /[1-9]/.test(amount);

export function shownTokens(tokens: readonly WalletToken[], wallets: readonly WalletView[]): WalletToken[] {
  return tokens.filter((token) => token.key === NATIVE_TOKEN || wallets.some((wallet) => holds(wallet.balances[token.key])));
}
