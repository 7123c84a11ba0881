import { defineCall } from '../define-call.ts';
import { idRequest } from '../ids.ts';
import { accountBalance } from './account-view.ts';

/** Reads the account's balances from its venue now (the refresh button); also updates its status. */
export const getExchangeAccountBalance = defineCall({
  module: 'Account',
  action: 'get_exchange_account_balance',
  auth: 'user',
  request: idRequest,
  response: accountBalance,
});
