// A wallet as the wallet-management page shows it (spec §3 "Wallets"). Private keys never appear
// here: only wallets_export hands them out, after the user has proved it is them.
import { z } from 'zod';
import { RESTRICTIONS } from './wallet-fields.ts';

export const WALLET_ROLES = ['main', 'trading'] as const;
export const WALLET_SOURCES = ['system', 'imported'] as const;
/** idle; busy while a transfer or approval of a task is on its way; disabled when switched off. */
export const WALLET_STATES = ['idle', 'busy', 'disabled'] as const;

/** A token whose balances the wallets show: the chain's own coin first ("native"), then contracts. */
export const walletToken = z.object({
  /** "native" or the contract address (lower case). */
  key: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
});
export type WalletToken = z.infer<typeof walletToken>;

export const walletView = z.object({
  id: z.number().int(),
  chain: z.string(),
  address: z.string(),
  role: z.enum(WALLET_ROLES),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  source: z.enum(WALLET_SOURCES),
  enabled: z.boolean(),
  /** Takes part in ordering (bots and batch swaps pick it). */
  ordering: z.boolean(),
  restriction: z.enum(RESTRICTIONS),
  state: z.enum(WALLET_STATES),
  /** Balances by token key, in whole units as decimal strings; a token never read is absent. */
  balances: z.record(z.string(), z.string()),
  /** When the balances were last read from the chain (ms), or null. */
  balances_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type WalletView = z.infer<typeof walletView>;

export const walletGroupView = z.object({
  id: z.number().int(),
  name: z.string(),
  wallets: z.number().int(),
});
export type WalletGroupView = z.infer<typeof walletGroupView>;

/** What a call that starts a background task answers (spec §4). */
export const taskStarted = z.object({
  schedule_code: z.string(),
  /** Items the task will carry out. */
  total: z.number().int(),
  type: z.enum(['distribution', 'pool', 'batchTransfer', 'singleTransfer', 'approval']),
});
