import { z } from 'zod';
import { defineCall } from '../define-call.ts';

export const deleteExchangeAccount = defineCall({
  module: 'Account',
  action: 'delete_exchange_account',
  auth: 'user',
  request: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int() }),
});
