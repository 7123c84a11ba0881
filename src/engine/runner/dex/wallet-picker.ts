// Which wallet of the group sends a swap: one whose restriction allows the side (spec §3: buy only,
// sell only, unlimited), that holds what the swap spends and keeps enough of the chain's coin for
// gas, chosen at random among those so the volume spreads over the group as a crowd's would.
import type { DexWalletView, SwapSide } from './dex-types.ts';

export const allows = (wallet: { restriction: DexWalletView['restriction'] }, side: SwapSide) =>
  wallet.restriction === 'unlimited' || wallet.restriction === side;

export interface PickOptions {
  /** The coin a wallet keeps for gas (whole coins). */
  gasReserve: number;
  /** The quote token is the chain's coin: a buy spends it on top of the gas. */
  quoteIsNative: boolean;
  /** The base token is the chain's coin: a sell spends it on top of the gas. */
  baseIsNative: boolean;
}

/** What the wallet can spend on this side, gas kept back. */
export function spendable(wallet: DexWalletView, side: SwapSide, options: PickOptions): number {
  const held = side === 'buy' ? wallet.quote : wallet.base;
  const spendsCoin = side === 'buy' ? options.quoteIsNative : options.baseIsNative;
  const gasLeft = wallet.native - options.gasReserve;
  if (gasLeft < 0) return 0;
  return spendsCoin ? Math.max(0, held - options.gasReserve) : held;
}

export type WalletChoice = { wallet: DexWalletView } | { refused: 'walletRestricted' | 'insufficientBalance' | 'noWallets' };

export function pickWallet(
  wallets: readonly DexWalletView[],
  side: SwapSide,
  amount: number,
  random: () => number,
  options: PickOptions,
  /** Wallets already sending this tick, left to the others when possible. */
  busy: ReadonlySet<number> = new Set(),
): WalletChoice {
  if (wallets.length === 0) return { refused: 'noWallets' };
  const allowed = wallets.filter((wallet) => allows(wallet, side));
  if (allowed.length === 0) return { refused: 'walletRestricted' };
  const able = allowed.filter((wallet) => spendable(wallet, side, options) >= amount);
  if (able.length === 0) return { refused: 'insufficientBalance' };
  const idle = able.filter((wallet) => !busy.has(wallet.id));
  const from = idle.length > 0 ? idle : able;
  return { wallet: from[Math.floor(random() * from.length) % from.length]! };
}
