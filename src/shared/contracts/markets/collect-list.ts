import { defineCall } from '../define-call.ts';
import { accountEchoRequest } from '../account/fields.ts';
import { favouritesAnswer } from './pair.ts';

/** The user's favourite pairs (spec: collect list), newest first. */
export const collectList = defineCall({
  module: 'Account',
  action: 'collect_list',
  auth: 'user',
  request: accountEchoRequest,
  response: favouritesAnswer,
});
