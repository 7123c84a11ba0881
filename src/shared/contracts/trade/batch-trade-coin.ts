import { z } from 'zod';
import { MAX_BATCH_ORDERS } from '../../trade/batch-distribution.ts';
import { defineCall } from '../define-call.ts';
import { pairFields } from '../markets/pair.ts';
import { priceField, sideField } from './fields.ts';
import { scheduleCodeField } from './schedule.ts';

export const batchTradeCoinRequest = z
  .object({
    ...pairFields,
    side: sideField,
    price_min: priceField,
    price_max: priceField,
    /** Spec §5, §9: at most 500 orders. */
    order_count: z
      .number('validation.trade.orderCount')
      .int('validation.trade.orderCount')
      .min(1, 'validation.trade.orderCount')
      .max(MAX_BATCH_ORDERS, 'validation.trade.orderCount'),
    /** Spec §5: total quantity not 0. */
    total_quantity: z
      .number('validation.trade.totalQuantity')
      .finite('validation.trade.totalQuantity')
      .positive('validation.trade.totalQuantity'),
    /** Percent: 0 even split, 80 or more random allocation, between an even split floating by that much. */
    float_range: z
      .number('validation.bots.floatRange')
      .min(0, 'validation.bots.floatRange')
      .max(100, 'validation.bots.floatRange')
      .default(0),
    /** The seed of the random draws, so the preview the client showed is exactly what is placed. */
    seed: z.number().int().min(0).max(0xffffffff),
    /**
     * Self-trade order mode: each order is paired with an opposite order of the same price and size
     * from the same account, so the two trade with each other (the task then has twice the orders).
     */
    self_trade: z.boolean().default(false),
  })
  .refine((batch) => batch.price_max >= batch.price_min, { message: 'validation.trade.priceRange', path: ['price_max'] });

/**
 * Starts a batch of limit orders as a background task (spec §4). The orders are planned with
 * planBatch (src/shared/trade/batch-distribution.ts) from the market's steps, recorded, and sent
 * within the account's rate limit. Failures before the task starts: 4308 the total is too small
 * for that many orders at the market's lot size, 4301 "Amount exceeds available balance", 2092 no
 * account bound, 4106 unknown pair.
 */
export const batchTradeCoin = defineCall({
  module: 'Trade',
  action: 'batch_trade_coin',
  auth: 'user',
  request: batchTradeCoinRequest,
  response: z.object({
    schedule_code: scheduleCodeField,
    /** Orders the task will send (twice order_count in self-trade mode). */
    total: z.number().int(),
  }),
});
