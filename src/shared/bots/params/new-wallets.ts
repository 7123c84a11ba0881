// New-wallet mode (spec §4, Solana only): the bot makes fresh wallets when it starts, funds them
// from its wallet group, trades only from them after a 10-minute initialisation, and collects
// everything back when it stops. The pool kinds that trade on Solana carry these fields; the
// server refuses the mode on any other venue.
import { countField, choiceField, INCOMPLETE, nonNegativeField } from '../fields.ts';
import { custom } from '../rules.ts';

/** Spec §9 "Solana new-wallet initialisation". */
export const NEW_WALLET_INIT_MS = 10 * 60_000;

export const newWalletFields = {
  /** 'group': the group's own wallets; 'new': fresh wallets made and funded at each start. */
  wallet_mode: choiceField(['group', 'new'], 'group'),
  new_wallet_count: countField(1, 50).default(5),
  /** SOL moved from the group to the fresh wallets, split evenly: their fees and, on a SOL pair, their quote. */
  new_wallet_sol: nonNegativeField().optional(),
  /** The pair's base token moved from the group to the fresh wallets, split evenly (0 or none: none). */
  new_wallet_token: nonNegativeField().optional(),
};

export const newWalletRule = custom<{ wallet_mode: string; new_wallet_sol?: number | undefined }>(
  'new_wallet_sol',
  INCOMPLETE,
  (p) => p.wallet_mode !== 'new' || (p.new_wallet_sol ?? 0) > 0,
);

/** Whether the bot's parameters ask for new-wallet mode. */
export const inNewWalletMode = (params: unknown): boolean =>
  typeof params === 'object' && params !== null && (params as { wallet_mode?: unknown }).wallet_mode === 'new';

export interface NewWalletPlan {
  count: number;
  sol: number;
  token: number;
}

/**
 * An amount as the transfer planner reads it: plain decimal digits. String(1e-7) is "1e-7", which
 * no decimal parser takes; a figure finer than the token's decimals is refused there (4414), and
 * twenty places (the most Intl writes) is more than any token has.
 */
export const decimalText = (value: number): string => value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });

export function newWalletPlan(params: unknown): NewWalletPlan {
  const p = params as { new_wallet_count?: number; new_wallet_sol?: number; new_wallet_token?: number };
  return { count: p.new_wallet_count ?? 5, sol: p.new_wallet_sol ?? 0, token: p.new_wallet_token ?? 0 };
}
