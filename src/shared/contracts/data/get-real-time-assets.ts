import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { sourceTypeField } from './fields.ts';

export const realTimeBalance = z.object({
  source_type: sourceTypeField,
  source: z.string(),
  /** The account's remark and venue name, or the chain's name. */
  name: z.string(),
  asset: z.string(),
  amount: z.number(),
  /** USDT per unit from the shared market-data feeds; null when no market prices it. */
  price_usdt: z.number().nullable(),
  value_usdt: z.number(),
  /** When the balance was read (epoch ms). */
  updated_at: z.number().int(),
});
export type RealTimeBalance = z.infer<typeof realTimeBalance>;

/**
 * /realTimeData: the live balances of every bound account and wallet chain, valued in USDT from the
 * shared market-data feeds (one feed per market, whoever watches). The client polls it; balances
 * are read at most once per account per few seconds however many tabs ask.
 */
export const getRealTimeAssets = defineCall({
  module: 'Data',
  action: 'get_real_time_assets',
  auth: 'user',
  request: z.object({}),
  response: z.object({
    total_usdt: z.number(),
    cex_usdt: z.number(),
    wallets_usdt: z.number(),
    list: z.array(realTimeBalance),
  }),
});
