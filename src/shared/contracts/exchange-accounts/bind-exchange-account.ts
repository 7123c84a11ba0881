import { defineCall } from '../define-call.ts';
import { bindResult } from './account-view.ts';
import { bindForm } from './fields.ts';

/**
 * Binds an exchange account (one per exchange). The credentials are verified by a real balance
 * call before they are saved. Failures: 4101 exchange already linked, 4102 verification failed for
 * linked account, 4103 unknown exchange, 1010 with a field issue when the venue needs a field that
 * is missing.
 */
export const bindExchangeAccount = defineCall({
  module: 'Account',
  action: 'bind_exchange_account',
  auth: 'user',
  long: true,
  request: bindForm,
  response: bindResult,
});
