import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { webField, coinField } from '../markets/pair.ts';
import { orderTypeField, priceField, quantityField, tradeOrderView } from '../trade/fields.ts';
import { positionSideField } from './fields.ts';

/**
 * Closes all or part of a futures position with a reduce-only order (spec §5: closing a position
 * needs price and size). A limit close rests at the price; a market close leaves at once and the
 * price is its worst acceptable fill (an immediate-or-cancel order at that price), so a fast mark
 * cannot fill it far from what the user saw. The size is at most the closable quantity.
 * Failures: 4309 no open position on that side, 4310 size above the closable quantity, and those of trade_coin.
 */
export const closePosition = defineCall({
  module: 'Trade',
  action: 'close_position',
  auth: 'user',
  request: z.object({
    web: webField,
    yenUnit1: coinField,
    yenUnit2: coinField,
    side: positionSideField,
    type: orderTypeField.default('limit'),
    price: priceField,
    quantity: quantityField,
    /** As trade_coin's: a submission sent again finds the first order instead of placing a second. */
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,32}$/)
      .optional(),
  }),
  response: z.object({ order: tradeOrderView }),
});
