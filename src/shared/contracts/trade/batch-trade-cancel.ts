import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pairFields } from '../markets/pair.ts';
import { priceField, sideField } from './fields.ts';
import { scheduleCodeField } from './schedule.ts';

export const BATCH_CANCEL_MODES = ['all', 'side', 'range'] as const;
export type BatchCancelMode = (typeof BATCH_CANCEL_MODES)[number];

export const batchTradeCancelRequest = z
  .object({
    ...pairFields,
    mode: z.enum(BATCH_CANCEL_MODES, 'validation.trade.cancelMode'),
    /** Mode "side"; in mode "range" it narrows the range to one side when given. */
    side: sideField.optional(),
    /** Mode "range": open orders priced within [price_min, price_max]. */
    price_min: priceField.optional(),
    price_max: priceField.optional(),
  })
  .refine((cancel) => cancel.mode !== 'side' || cancel.side !== undefined, { message: 'validation.trade.side', path: ['side'] })
  .refine((cancel) => cancel.mode !== 'range' || (cancel.price_min !== undefined && cancel.price_max !== undefined), {
    message: 'validation.trade.price',
    path: ['price_min'],
  })
  .refine((cancel) => cancel.mode !== 'range' || (cancel.price_max ?? 0) >= (cancel.price_min ?? 0), {
    message: 'validation.trade.priceRange',
    path: ['price_max'],
  });

/**
 * Cancels the pair's open orders on the bound account — all, one side, or a price range — as a
 * background "order" task: total is the number of matching open orders, each cancel recorded as
 * use (cancelled), skip (already gone) or fail.
 */
export const batchTradeCancel = defineCall({
  module: 'Trade',
  action: 'batch_trade_cancel',
  auth: 'user',
  request: batchTradeCancelRequest,
  response: z.object({ schedule_code: scheduleCodeField, total: z.number().int() }),
});
