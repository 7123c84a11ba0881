import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pairFields } from '../markets/pair.ts';
import { marketRules, orderTypeField, priceField, quantityField, sideField, tradeOrderView } from './fields.ts';

export const tradeCoinRequest = z
  .object({
    ...pairFields,
    type: orderTypeField.default('limit'),
    side: sideField,
    /** Required for a limit order; ignored for a market order. */
    price: priceField.optional(),
    quantity: quantityField,
    /**
     * Chosen by the client once per order form submission, so a submission sent again after a lost
     * answer places no second order. Letters, digits, '-' and '_'.
     */
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,32}$/)
      .optional(),
  })
  .refine((order) => order.type === 'market' || order.price !== undefined, {
    message: 'validation.trade.price',
    path: ['price'],
  });

/**
 * Places one order (spec §5: exchange, pair, quantity, price and trade type required; quantity not
 * 0). Price and quantity are rounded to the market's steps. Failures: 4301 "Amount exceeds available
 * balance", 4307 the exchange refused the order (its reason in the message), 2092 no account bound
 * on the exchange, 4106 unknown pair, 4105 exchange unreachable.
 */
export const tradeCoin = defineCall({
  module: 'Trade',
  action: 'trade_coin',
  auth: 'user',
  request: tradeCoinRequest,
  response: z.object({ order: tradeOrderView, market: marketRules }),
});
