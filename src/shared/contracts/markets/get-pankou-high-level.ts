import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { bookLevel, freshness, marketPairFields } from './pair.ts';

/**
 * The deeper book: up to 1,000 levels a side, optionally grouped into price steps (bids rounded
 * down, asks up, amounts summed), with the cumulative amount of each level.
 */
export const getPankouHighLevel = defineCall({
  module: 'Markets',
  action: 'get_pankou_high_level',
  auth: 'user',
  request: z.object({
    ...marketPairFields,
    depth: z.number().int().min(1).max(1000).default(200),
    step: z.number().positive('validation.step').optional(),
  }),
  response: z.object({
    bids: z.array(bookLevel),
    asks: z.array(bookLevel),
    /** Cumulative amounts, level by level from the best. */
    bid_totals: z.array(z.number()),
    ask_totals: z.array(z.number()),
    step: z.number().nullable(),
    ...freshness,
  }),
});
