import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { exchangeEntry, pairRequest } from './pair.ts';

/** Adds a pair to the favourites; adding one twice keeps one. */
export const collect = defineCall({
  module: 'Account',
  action: 'collect',
  auth: 'user',
  request: pairRequest,
  response: z.object({ list: z.array(exchangeEntry) }),
});
