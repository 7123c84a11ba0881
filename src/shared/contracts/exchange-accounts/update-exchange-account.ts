import { defineCall } from '../define-call.ts';
import { bindResult } from './account-view.ts';
import { updateForm } from './fields.ts';

/** Changes the remark or whitelist, or replaces credentials (verified again). 4104 when not found. */
export const updateExchangeAccount = defineCall({
  module: 'Account',
  action: 'update_exchange_account',
  auth: 'user',
  long: true,
  request: updateForm,
  response: bindResult,
});
