// Shared pieces of the trade calls (spec §5 "Orders", §7 "Markets and trade"): sides, order types,
// the order and market views, and fields whose messages are keys of the "messages" namespace.
import { z } from 'zod';
import { parseDateTime } from '../../trade/date-time.ts';

export const ORDER_SIDES = ['buy', 'sell'] as const;
export type TradeSide = (typeof ORDER_SIDES)[number];
export const ORDER_TYPES = ['limit', 'market'] as const;
export type TradeOrderType = (typeof ORDER_TYPES)[number];
export const ORDER_STATUSES = ['open', 'closed', 'canceled', 'expired', 'rejected'] as const;
export type TradeOrderStatus = (typeof ORDER_STATUSES)[number];

export const sideField = z.enum(ORDER_SIDES, 'validation.trade.side');
export const orderTypeField = z.enum(ORDER_TYPES, 'validation.trade.orderType');

/** Spec §5: quantity and total quantity not 0. */
export const quantityField = z
  .number('validation.trade.quantity')
  .finite('validation.trade.quantity')
  .positive('validation.trade.quantity');
export const priceField = z.number('validation.trade.price').finite('validation.trade.price').positive('validation.trade.price');

/** A market's precisions and limits, so forms round prices and sizes the way the venue accepts them. */
export const marketRules = z.object({
  symbol: z.string(),
  /** Tick size and lot size; null when the venue gives none. */
  price_step: z.number().nullable(),
  amount_step: z.number().nullable(),
  /** Decimal places of those steps (8 when the venue gives none). */
  price_precision: z.number().int(),
  amount_precision: z.number().int(),
  min_amount: z.number().nullable(),
  min_cost: z.number().nullable(),
});
export type MarketRules = z.infer<typeof marketRules>;

/** Where an order or a fill traded: the venue, the pair and the side. */
export const tradedMarketFields = {
  web: z.string(),
  yenUnit1: z.string(),
  yenUnit2: z.string(),
  side: sideField,
};

/** One order as the trade screens and the order history show it. Times are epoch ms. */
export const tradeOrderView = z.object({
  order_id: z.string(),
  client_order_id: z.string().nullable(),
  ...tradedMarketFields,
  type: z.string(),
  /** null for a market order. */
  price: z.number().nullable(),
  /** Average fill price, when anything filled. */
  average: z.number().nullable(),
  amount: z.number(),
  filled: z.number(),
  status: z.enum(ORDER_STATUSES),
  time: z.number().int().nullable(),
  /** The schedule code of the batch that placed it, or null for a single order. */
  schedule_code: z.string().nullable(),
});
export type TradeOrderView = z.infer<typeof tradeOrderView>;

/** Spec §5: YYYY-MM-DD HH:mm:ss and a real date. */
export const dateTimeField = z
  .string('validation.dateTime')
  .trim()
  .refine((text) => parseDateTime(text) !== null, 'validation.dateTime');

/** The user's time zone as minutes east of UTC (the browser's -getTimezoneOffset()). */
export const utcOffsetField = z.number().int().min(-720).max(840).default(0);

/** Spec §5, §9: records are shown for 3 months; an export covers a picked range of at most 7 days. */
export const HISTORY_DAYS = 92;
export const EXPORT_MAX_DAYS = 7;

interface ExportRange {
  start_time: string;
  end_time: string;
  utc_offset: number;
}

/** Spec §5: an export's picked range ends after it starts and spans at most 7 days (the rule of every export's request). */
export const exportRangeRule: [(req: ExportRange) => boolean, { message: string; path: string[] }] = [
  (req) => {
    const start = parseDateTime(req.start_time, req.utc_offset);
    const end = parseDateTime(req.end_time, req.utc_offset);
    return start !== null && end !== null && end >= start && end - start <= EXPORT_MAX_DAYS * 86_400_000;
  },
  { message: 'validation.trade.exportRange', path: ['end_time'] },
];
