// A DEX pair's wallet statistics (/Wallet/dex_wallet_stat_web, per group) summed into one line per
// token: the numbers the DEX screen's Balances section shows.
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import type { dexWalletStatWeb } from '../../../../shared/contracts/wallet/wallet-balances.ts';

export interface WalletTotals {
  wallets: number;
  /** Per token (the coin first): its symbol and the sum, as a decimal string. */
  totals: { key: string; symbol: string; amount: string }[];
}

/** Adds decimal strings exactly enough for display (18 decimals at most). */
function addDecimal(a: string, b: string): string {
  const scale = 10n ** 18n;
  const units = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * scale + BigInt(fraction.padEnd(18, '0').slice(0, 18));
  };
  const sum = units(a) + units(b);
  const fraction = (sum % scale).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${sum / scale}.${fraction}` : String(sum / scale);
}

export function totalsOf(answer: ResponseOf<typeof dexWalletStatWeb>): WalletTotals {
  return {
    wallets: answer.list.reduce((sum, group) => sum + group.wallets, 0),
    totals: answer.tokens.map((token) => ({
      key: token.key,
      symbol: token.symbol,
      amount: answer.list.reduce((sum, group) => addDecimal(sum, group.totals[token.key] ?? '0'), '0'),
    })),
  };
}
