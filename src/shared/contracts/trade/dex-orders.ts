import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { pagedList, pageFields } from '../lists.ts';
import { coinField, webField } from '../markets/pair.ts';
import { dexSwapView, SWAP_SOURCES, SWAP_STATUSES } from './dex-swap-fields.ts';
import { sideField } from './fields.ts';
import { scheduleCodeField } from './schedule.ts';

export const dexOrdersRequest = z.object({
  web: webField.optional(),
  yenUnit1: coinField.optional(),
  yenUnit2: coinField.optional(),
  source: z.enum(SWAP_SOURCES, 'validation.dex.source').optional(),
  status: z.enum(SWAP_STATUSES, 'validation.dex.status').optional(),
  side: sideField.optional(),
  /** The swaps of one task (a batch order, or a main-wallet order) by its schedule code. */
  schedule_code: scheduleCodeField.optional(),
  ...pageFields({ default: 20, max: 100 }),
});

/**
 * The DEX order history (spec §7 /Trade/dex_orders): every swap the console sent for the user
 * (bots, DEX batch orders, main-wallet orders) in the last 3 months, newest first, a page at a time.
 */
export const dexOrders = defineCall({
  module: 'Trade',
  action: 'dex_orders',
  auth: 'user',
  request: dexOrdersRequest,
  response: pagedList(dexSwapView),
});
