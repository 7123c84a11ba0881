// Amounts as the user types them, checked against the token before sending: a plain positive
// decimal (the contract's rule), no more decimals than the token has, and not more than the
// wallet is known to hold. Compared as scaled integers: 18 decimals do not fit a JS number.
import type { WalletToken } from '../../../../shared/contracts/wallet/wallet-view.ts';
import type { FormError } from './form-errors.ts';

const DECIMAL = /^\d+(\.\d+)?$/;

/** The decimal as an integer of `scale` decimals; null when it has more decimals than that. */
function scaled(amount: string, scale: number): bigint | null {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  if (fraction.replace(/0+$/, '').length > scale) return null;
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/** -1, 0 or 1 as a is below, equal to or above b (both plain decimal strings). */
export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const left = scaled(a, scale) ?? 0n;
  const right = scaled(b, scale) ?? 0n;
  return left < right ? -1 : left > right ? 1 : 0;
}

export interface AmountRule {
  token: WalletToken | undefined;
  /** What the sending wallet holds of the token, when its balance has been read. */
  available?: string | undefined;
}

/** What is wrong with a typed amount, or null. An empty text is the contract's to report. */
export function amountProblem(text: string, { token, available }: AmountRule): FormError | null {
  const amount = text.trim();
  if (amount === '') return null;
  if (!DECIMAL.test(amount) || !/[1-9]/.test(amount)) return { key: 'messages:validation.wallets.amount' };
  if (token && scaled(amount, token.decimals) === null)
    return { key: 'messages:code.4414', params: { token: token.symbol, decimals: token.decimals } };
  if (available !== undefined && DECIMAL.test(available) && compareDecimals(amount, available) > 0) return { key: 'messages:code.4301' };
  return null;
}
