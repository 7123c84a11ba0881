import { defineCall } from '../define-call.ts';
import { idAnswer, idRequest } from '../ids.ts';

export const deleteExchangeAccount = defineCall({
  module: 'Account',
  action: 'delete_exchange_account',
  auth: 'user',
  request: idRequest,
  response: idAnswer,
});
