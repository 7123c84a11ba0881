import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { utcOffsetField } from '../trade/fields.ts';
import { historyWindowField, MARKET_KINDS, marketFilterFields, tradedMarket, tradingFigures } from './fields.ts';

export const getDataOverviewRequest = z
  .object({
    ...marketFilterFields,
    /** Spec §9: the last 7, 15 or 30 days, today included. */
    days: historyWindowField.default(7),
    /** Minutes east of UTC: days are cut at the reader's midnight. */
    utc_offset: utcOffsetField,
  })
  .refine(
    (req) =>
      [req.web, req.yenUnit1, req.yenUnit2].every((field) => field === undefined) || [req.web, req.yenUnit1, req.yenUnit2].every(Boolean),
    {
      message: 'validation.data.market',
      path: ['web'],
    },
  );

/**
 * /data (spec §2 Analytics): what the user's bots and manual orders traded, for one market or in
 * total. Figures are in the market's quote currency for one market, and in USDT (each quote valued
 * at its latest USDT price) for the total. Read from trade_hourly, so a 30-day view costs the same
 * whatever the number of fills.
 */
export const getDataOverview = defineCall({
  module: 'Data',
  action: 'get_data_overview',
  auth: 'user',
  request: getDataOverviewRequest,
  response: z.object({
    /** The unit of every figure: the market's quote, or 'USDT' for the total. */
    unit: z.string(),
    today: tradingFigures,
    /** Today's figures by bot (bot_id 0: manual orders and batches), most volume first. */
    today_by_bot: z.array(
      tradingFigures.extend({
        bot_id: z.number().int(),
        /** The bot kind, '' for manual. */
        kind: z.string(),
        web: z.string(),
        yenUnit1: z.string(),
        yenUnit2: z.string(),
        /** Spot or the pair's perpetual: manual trading has a row for each it traded. */
        market_kind: z.enum(MARKET_KINDS),
      }),
    ),
    /** The window's sum. */
    window: tradingFigures,
    /**
     * Today and the window again, spot and futures apart (`today` and `window` are their sum): a
     * futures bot's fills and its realised P&L against its position's entry are futures, never spot.
     */
    by_market_kind: z.object({
      spot: z.object({ today: tradingFigures, window: tradingFigures }),
      futures: z.object({ today: tradingFigures, window: tradingFigures }),
    }),
    /** One entry per day of the window, oldest first, every day present (zeros on a quiet day). */
    daily: z.array(tradingFigures.extend({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
    /** Every market the user has traded in the last 3 months, for the picker. */
    markets: z.array(tradedMarket),
  }),
});
