import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { freshness, marketPairFields } from './pair.ts';

export const publicTrade = z.object({
  id: z.string(),
  time: z.number().int(),
  side: z.enum(['buy', 'sell']).nullable(),
  price: z.number(),
  amount: z.number(),
});

/** The market's latest public trades (a DEX pool's swaps), newest last, from its shared feed. */
export const getRecentTrades = defineCall({
  module: 'Markets',
  action: 'get_recent_trades',
  auth: 'user',
  request: z.object({ ...marketPairFields, limit: z.number().int().min(1).max(200).default(30) }),
  response: z.object({ list: z.array(publicTrade), ...freshness }),
});
