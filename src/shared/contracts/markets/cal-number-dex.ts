import { z } from 'zod';
import { WEB_TYPES } from '../../catalogue/venue-kinds.ts';
import { defineCall } from '../define-call.ts';
import { coinField, webField } from './pair.ts';

/**
 * The DEX price-impact calculator: how much to swap to move a pool's price to a target (mode
 * "price"), or what a swap of a size does to it (mode "amount": `amount` of the base token sold,
 * or of the quote token spent on a buy).
 */
export const calNumberDex = defineCall({
  module: 'Markets',
  action: 'cal_number_dex',
  auth: 'user',
  request: z.object({
    web: webField,
    web_type: z.literal(WEB_TYPES.dex, 'validation.exchange').default(WEB_TYPES.dex),
    yenUnit1: coinField,
    yenUnit2: coinField,
    mode: z.enum(['price', 'amount'], 'validation.bots.choice'),
    side: z.enum(['buy', 'sell'], 'validation.bots.choice'),
    target_price: z.number('validation.dex.targetPrice').positive('validation.dex.targetPrice').optional(),
    amount: z.number('validation.dex.amount').positive('validation.dex.amount').optional(),
  }),
  response: z.object({
    price_before: z.number(),
    price_after: z.number(),
    /** What goes into the pool (quote on a buy, base on a sell), fee included. */
    amount_in: z.number(),
    amount_out: z.number(),
    token_in: z.string(),
    token_out: z.string(),
    /** Price change in percent (positive on a buy). */
    impact_percent: z.number(),
    fee_percent: z.number(),
    /** The pool's reserves, in whole tokens; null on a Solana venue, whose routes may cross pools of any design. */
    reserves: z.object({ base: z.number(), quote: z.number() }).nullable(),
  }),
});
