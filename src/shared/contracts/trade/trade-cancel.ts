import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pairFields } from '../markets/pair.ts';
import { tradeOrderView } from './fields.ts';

/**
 * Cancels one open order of the pair by its venue id, or every open order of the pair ("cancel
 * all") when order_id is left out. Answers the orders as the venue left them. Failures: 4302 order
 * not found (or no longer open), 2092 no account bound.
 */
export const tradeCancel = defineCall({
  module: 'Trade',
  action: 'trade_cancel',
  auth: 'user',
  request: z.object({ ...pairFields, order_id: z.string().min(1).max(80).optional() }),
  response: z.object({ orders: z.array(tradeOrderView) }),
});
