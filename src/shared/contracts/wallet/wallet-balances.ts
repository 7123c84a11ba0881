// Balances and statistics of the wallets (spec §1 Refresh Balance, §7 attached_wallet_balance_update,
// main_wallet_balance_update, dex_stat_info, dex_wallet_stat_web). Balances are read from the
// chain in batches and kept, so the list shows them at once and says when they were read.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { webField } from '../markets/pair.ts';
import { chainField, groupIdField } from './wallet-fields.ts';
import { walletToken } from './wallet-view.ts';

const refreshed = z.object({ wallets: z.number().int(), read_at: z.number().int() });

/** Reads the trading wallets' balances (of one group, or all) of every token shown. */
export const attachedWalletBalanceUpdate = defineCall({
  module: 'Wallet',
  action: 'attached_wallet_balance_update',
  auth: 'user',
  long: true,
  request: z.object({ chain: chainField, group_id: groupIdField.optional() }),
  response: refreshed,
});

/** Reads the main wallet's balances. 4404 when there is none. */
export const mainWalletBalanceUpdate = defineCall({
  module: 'Wallet',
  action: 'main_wallet_balance_update',
  auth: 'user',
  request: z.object({ chain: chainField }),
  response: refreshed,
});

const tokenTotal = walletToken.extend({ amount: z.string(), wallets: z.number().int() });

/** The chain's wallets in figures: counts and what the trading wallets hold together. */
export const dexStatInfo = defineCall({
  module: 'Wallet',
  action: 'dex_stat_info',
  auth: 'user',
  request: z.object({ chain: chainField }),
  response: z.object({
    main: z.string().nullable(),
    wallets: z.number().int(),
    enabled: z.number().int(),
    ordering: z.number().int(),
    imported: z.number().int(),
    groups: z.number().int(),
    restriction: z.object({ unlimited: z.number().int(), buy: z.number().int(), sell: z.number().int() }),
    /** Per token: the sum over trading wallets and how many hold some. */
    totals: z.array(tokenTotal),
    balances_at: z.number().int().nullable(),
  }),
});

/** For a DEX venue's pair: per group, what its trading wallets hold of the chain's coin and the pair's two tokens. */
export const dexWalletStatWeb = defineCall({
  module: 'Wallet',
  action: 'dex_wallet_stat_web',
  auth: 'user',
  request: z.object({
    web: webField,
    yenUnit1: z.string().trim().max(64),
    yenUnit2: z.string().trim().max(64),
    group_id: groupIdField.optional(),
  }),
  response: z.object({
    tokens: z.array(walletToken),
    list: z.array(
      z.object({
        group_id: z.number().int(),
        group_name: z.string().nullable(),
        wallets: z.number().int(),
        totals: z.record(z.string(), z.string()),
      }),
    ),
  }),
});
