import { defineCall } from '../define-call.ts';
import { favouritesAnswer, marketPairRequest } from './pair.ts';

/** Adds a pair to the favourites; adding one twice keeps one. */
export const collect = defineCall({
  module: 'Account',
  action: 'collect',
  auth: 'user',
  request: marketPairRequest,
  response: favouritesAnswer,
});
