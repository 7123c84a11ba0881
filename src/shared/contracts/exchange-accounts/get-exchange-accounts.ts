import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { wholeList } from '../lists.ts';
import { exchangeAccountView } from './account-view.ts';

export const getExchangeAccounts = defineCall({
  module: 'Account',
  action: 'get_exchange_accounts',
  auth: 'user',
  request: z.object({}),
  response: wholeList(exchangeAccountView),
});
