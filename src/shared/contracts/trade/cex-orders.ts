import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pageFields } from '../lists.ts';
import { coinField, webField } from '../markets/pair.ts';
import { dateTimeField, ORDER_STATUSES, sideField, tradedMarketFields, tradeOrderView, utcOffsetField } from './fields.ts';

export const HISTORY_KINDS = ['orders', 'trades'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** One fill of the user's orders. Times are epoch ms. */
export const tradeFillView = z.object({
  trade_id: z.string(),
  order_id: z.string().nullable(),
  ...tradedMarketFields,
  price: z.number(),
  amount: z.number(),
  cost: z.number(),
  fee: z.number().nullable(),
  fee_currency: z.string().nullable(),
  maker: z.boolean().nullable(),
  time: z.number().int(),
});
export type TradeFillView = z.infer<typeof tradeFillView>;

/** The filters of the order history (spec §2 /record), shared with the export. */
export const historyFilterFields = {
  kind: z.enum(HISTORY_KINDS).default('orders'),
  web: webField.optional(),
  yenUnit1: coinField.optional(),
  yenUnit2: coinField.optional(),
  side: sideField.optional(),
  /** Orders only. */
  status: z.enum(ORDER_STATUSES).optional(),
  /** YYYY-MM-DD HH:mm:ss in the user's zone (utc_offset); records older than 3 months are never shown. */
  start_time: dateTimeField.optional(),
  end_time: dateTimeField.optional(),
  utc_offset: utcOffsetField,
};

/**
 * Orders or trades across the user's bound accounts (spec §2 /record, §5: the last 3 months),
 * newest first, a page at a time. Orders are those placed through the console (single orders and
 * batches); trades are the fills of those orders as the venues report them.
 */
export const cexOrders = defineCall({
  module: 'Trade',
  action: 'cex_orders',
  auth: 'user',
  request: z.object({
    ...historyFilterFields,
    ...pageFields({ default: 50, max: 200 }),
  }),
  response: z.object({
    orders: z.array(tradeOrderView),
    trades: z.array(tradeFillView),
    total: z.number().int(),
    page: z.number().int(),
  }),
});
