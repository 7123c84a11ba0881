import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pairRequest } from '../markets/pair.ts';
import { tradeOrderView } from './fields.ts';

/** The open orders of the pair on the bound account, newest first, read from the venue now. */
export const tradeOpenOrders = defineCall({
  module: 'Trade',
  action: 'trade_open_orders',
  auth: 'user',
  request: pairRequest,
  response: z.object({ orders: z.array(tradeOrderView), updated_at: z.number().int() }),
});
