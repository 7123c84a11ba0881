import { z } from 'zod';
import { pairRequest } from '../markets/pair.ts';
import { defineCall } from '../define-call.ts';
import { currencyBalance } from '../exchange-accounts/account-view.ts';

/**
 * The bound account's balances of a pair's two coins on its venue (base first). Answers 2092 (go
 * to the account page) when no account of that venue is bound.
 */
export const getCurrencyBalance = defineCall({
  module: 'Wallet',
  action: 'get_currency_balance',
  auth: 'user',
  request: pairRequest,
  response: z.object({ balances: z.array(currencyBalance), updated_at: z.number().int() }),
});
