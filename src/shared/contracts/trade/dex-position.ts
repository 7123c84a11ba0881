import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dexPairFields } from './dex-swap-fields.ts';

const holding = z.object({
  symbol: z.string(),
  /** Whole tokens, as a decimal string. */
  amount: z.string(),
  /** Whether the router may spend it (the chain's coin needs no approval). */
  approved: z.boolean(),
});

/**
 * The main wallet as the funding-wallet order form needs it: its balances of the pair's two tokens
 * and of the chain's coin (for gas), read from the chain now. `wallet` is null when the user has
 * no main wallet on the venue's chain.
 */
export const dexPosition = defineCall({
  module: 'Trade',
  action: 'dex_position',
  auth: 'user',
  request: z.object(dexPairFields),
  response: z.object({
    chain: z.string(),
    chain_name: z.string(),
    wallet: z.object({ id: z.number().int(), address: z.string(), enabled: z.boolean() }).nullable(),
    base: holding,
    quote: holding,
    native: holding,
  }),
});
