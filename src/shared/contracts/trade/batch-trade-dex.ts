import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { amountField, groupIdField, MAX_WALLETS_PER_TASK } from '../wallet/wallet-fields.ts';
import { dexPairFields, gasMultiplierField, slippageField, swapTaskStarted } from './dex-swap-fields.ts';
import { sideField } from './fields.ts';

/** Spec §3: 40% gives 60%-140% of the average; above 90% a wallet's share could come to almost nothing. */
export const MAX_SWAP_VARIATION = 90;
/** Spec §9: at least 30 s between a DEX batch's swaps is recommended (allowed from 0). */
export const RECOMMENDED_SWAP_INTERVAL = 30;
export const MAX_SWAP_INTERVAL = 86_400;

export const batchTradeDexRequest = z.object({
  ...dexPairFields,
  /** Buy swaps the quote for the base (the total is quote to spend); sell swaps the base for the quote (the total is base to sell). */
  side: sideField,
  wallet_count: z
    .number('validation.dex.walletCount')
    .int('validation.dex.walletCount')
    .min(1, 'validation.dex.walletCount')
    .max(MAX_WALLETS_PER_TASK, 'validation.dex.walletCount'),
  /** Whole tokens, as a decimal string. */
  total_amount: amountField,
  /** Percent each wallet's amount may vary around the average. */
  variation: z
    .number('validation.dex.variation')
    .min(0, 'validation.dex.variation')
    .max(MAX_SWAP_VARIATION, 'validation.dex.variation')
    .default(0),
  /** Seconds between two swaps of the batch (each gap varies by up to ±10%). */
  interval: z
    .number('validation.dex.interval')
    .min(0, 'validation.dex.interval')
    .max(MAX_SWAP_INTERVAL, 'validation.dex.interval')
    .default(RECOMMENDED_SWAP_INTERVAL),
  gas_multiplier: gasMultiplierField,
  slippage: slippageField.default(1),
  /** The trading wallets of one group (0: those in no group); absent: every trading wallet of the chain. */
  group_id: groupIdField.optional(),
});

/**
 * DEX Batch Order (batch swap, spec §1 "Manual tools", §3 "Batch swap parameters"): up to
 * `wallet_count` of the group's enabled trading wallets whose restriction allows the side and that
 * hold enough, chosen at random, each swap a share of the total varied by `variation`, one every
 * `interval` seconds, as a background task. Refusals before anything is stored: 4103 not a DEX
 * venue, 4106 the pair is not on it, 4112 no pool, 4403 unknown group, 4501 no wallet of the
 * group may take this side, 4502 none holds enough of the token and gas, 4415 the total is too
 * small to split, 2107 none of them has approved the token for the router.
 */
export const batchTradeDex = defineCall({
  module: 'Trade',
  action: 'batch_trade_dex',
  auth: 'user',
  request: batchTradeDexRequest,
  response: swapTaskStarted,
});
