import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { exchangeEntry } from './pair.ts';

/** The user's favourite pairs (spec: collect list), newest first. */
export const collectList = defineCall({
  module: 'Account',
  action: 'collect_list',
  auth: 'user',
  request: z.object({ account: z.string().max(254).optional() }),
  response: z.object({ list: z.array(exchangeEntry) }),
});
