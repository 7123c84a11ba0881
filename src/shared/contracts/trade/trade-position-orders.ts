import { z } from 'zod';
import { currencyBalance } from '../exchange-accounts/account-view.ts';
import { defineCall } from '../define-call.ts';
import { pairRequest } from '../markets/pair.ts';
import { marketRules } from './fields.ts';

/**
 * Positions / holdings of the pair on the bound account (spot: the two coins' balances, base first)
 * and the market's precisions and limits for the order form.
 */
export const tradePositionOrders = defineCall({
  module: 'Trade',
  action: 'trade_position_orders',
  auth: 'user',
  request: pairRequest,
  response: z.object({
    balances: z.array(currencyBalance),
    market: marketRules,
    /** The last price, for percentage-of-balance shortcuts on market orders; null when unknown. */
    last_price: z.number().nullable(),
    updated_at: z.number().int(),
  }),
});
