import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { historyWindowField, sourceTypeField } from './fields.ts';

/**
 * /data's asset half: the latest snapshot (spec §2 "asset snapshot"), its allocation by coin and by
 * venue, and the total value over the window (the "asset value trend", one point per hour: the
 * last snapshot of each hour). All in USDT. taken_at null: no snapshot yet.
 */
export const getAssetOverview = defineCall({
  module: 'Data',
  action: 'get_asset_overview',
  auth: 'user',
  request: z.object({ days: historyWindowField.default(7) }),
  response: z.object({
    taken_at: z.number().int().nullable(),
    total_usdt: z.number(),
    by_coin: z.array(z.object({ asset: z.string(), amount: z.number(), value_usdt: z.number() })),
    by_venue: z.array(
      z.object({
        source_type: sourceTypeField,
        source: z.string(),
        /** The venue's or the chain's display name. */
        name: z.string(),
        value_usdt: z.number(),
      }),
    ),
    trend: z.array(z.object({ at: z.number().int(), value_usdt: z.number() })),
  }),
});
