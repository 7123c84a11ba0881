// Moving assets between the user's own wallets (spec §1, §3 "Allocate", "Collect", "Batch
// transfer", §5 transfers, §6 only between the user's own main and trading wallets). Each call
// starts a background task (spec §4) and answers its schedule code; every transfer is journalled
// before it is broadcast, so a restart neither loses nor repeats one.
import { z } from 'zod';
import { optionalEmailCodeField } from '../account/fields.ts';
import { defineCall } from '../define-call.ts';
import { amountField, chainField, groupIdField, tokenField, walletIdField } from './wallet-fields.ts';
import { taskStarted } from './wallet-view.ts';

/** Spec §3 "Allocate": random; an even split floating by float_range (0 even, 80+ random); conditional. */
export const ALLOCATION_STRATEGIES = ['random', 'average', 'conditional'] as const;
export type AllocationStrategy = (typeof ALLOCATION_STRATEGIES)[number];

/**
 * Allocate Assets: the main wallet sends `total_amount` of a token to the enabled trading wallets
 * (of one group, or all). Conditional allocation gives only to wallets holding less than `below`.
 * 4404 no main wallet; 4406 an allocation is already running; 4408 no wallet qualifies; 4301 the
 * main wallet holds too little; 2110 the main wallet has too little gas for the transfers.
 */
export const dexDeliverToken = defineCall({
  module: 'Wallet',
  action: 'dex_deliver_token',
  auth: 'user',
  request: z
    .object({
      chain: chainField,
      token: tokenField,
      total_amount: amountField,
      strategy: z.enum(ALLOCATION_STRATEGIES, 'validation.wallets.strategy'),
      float_range: z
        .number('validation.bots.floatRange')
        .min(0, 'validation.bots.floatRange')
        .max(100, 'validation.bots.floatRange')
        .default(0),
      below: amountField.optional(),
      group_id: groupIdField.optional(),
    })
    .refine((request) => request.strategy !== 'conditional' || request.below !== undefined, {
      message: 'validation.wallets.below',
      path: ['below'],
    }),
  response: taskStarted,
});

/**
 * Collect Assets: trading wallets (of one group, or all) send a token back to the main wallet,
 * the fullest first, until `total_amount` is collected (everything when absent): a token's whole
 * balance, the coin less the gas of the wallet's own transfer. 4407 a collection is already running.
 */
export const dexCollectToken = defineCall({
  module: 'Wallet',
  action: 'dex_collect_token',
  auth: 'user',
  request: z.object({
    chain: chainField,
    token: tokenField,
    total_amount: amountField.optional(),
    group_id: groupIdField.optional(),
  }),
  response: taskStarted,
});

/** Batch Transfer: `total_amount` moves from one group's wallets to another's, split evenly over the receivers. */
export const dexTransferByGroup = defineCall({
  module: 'Wallet',
  action: 'dex_transfer_by_group',
  auth: 'user',
  request: z
    .object({
      chain: chainField,
      token: tokenField,
      total_amount: amountField,
      from_group: groupIdField,
      to_group: groupIdField,
    })
    .refine((request) => request.from_group !== request.to_group, { message: 'validation.wallets.sameGroup', path: ['to_group'] }),
  response: taskStarted,
});

const singleTransfer = {
  chain: chainField,
  to_wallet_id: walletIdField,
  token: tokenField,
  amount: amountField,
  /** Needed when the transfer is large (4409 asks for it). */
  email_code: optionalEmailCodeField,
};

/** One transfer between two of the caller's wallets (spec §5: target not empty, not the same wallet). */
export const dexTransfer = defineCall({
  module: 'Wallet',
  action: 'dex_transfer',
  auth: 'user',
  request: z
    .object({ from_wallet_id: walletIdField, ...singleTransfer })
    .refine((request) => request.from_wallet_id !== request.to_wallet_id, {
      message: 'validation.wallets.sameWallet',
      path: ['to_wallet_id'],
    }),
  response: taskStarted,
});

/** One transfer from the main wallet to one of the caller's trading wallets. */
export const dexMainTransfer = defineCall({
  module: 'Wallet',
  action: 'dex_main_transfer',
  auth: 'user',
  request: z.object(singleTransfer),
  response: taskStarted,
});

/** Spec §5 leaves the threshold open: a transfer worth this many USDT or more needs the e-mail code. */
export const LARGE_TRANSFER_USDT = 10_000;
