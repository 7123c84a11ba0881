import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { bookLevel, freshness, marketPairFields } from './pair.ts';

/** The order book (pankou) of a market from its shared feed: best levels first. */
export const getPankou = defineCall({
  module: 'Markets',
  action: 'get_pankou',
  auth: 'user',
  request: z.object({ ...marketPairFields, depth: z.number().int().min(1).max(100).default(20) }),
  response: z.object({
    bids: z.array(bookLevel),
    asks: z.array(bookLevel),
    /** The venue's update id, when it gives one. */
    nonce: z.number().nullable(),
    ...freshness,
  }),
});
