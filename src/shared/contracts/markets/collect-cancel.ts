import { defineCall } from '../define-call.ts';
import { favouritesAnswer, pairRequest } from './pair.ts';

/** Removes a pair from the favourites. */
export const collectCancel = defineCall({
  module: 'Account',
  action: 'collect_cancel',
  auth: 'user',
  request: pairRequest,
  response: favouritesAnswer,
});
