import { defineCall } from '../define-call.ts';
import { favouritesAnswer, marketPairRequest } from './pair.ts';

/** Removes a pair from the favourites. */
export const collectCancel = defineCall({
  module: 'Account',
  action: 'collect_cancel',
  auth: 'user',
  request: marketPairRequest,
  response: favouritesAnswer,
});
