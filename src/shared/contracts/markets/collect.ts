import { defineCall } from '../define-call.ts';
import { favouritesAnswer, pairRequest } from './pair.ts';

/** Adds a pair to the favourites; adding one twice keeps one. */
export const collect = defineCall({
  module: 'Account',
  action: 'collect',
  auth: 'user',
  request: pairRequest,
  response: favouritesAnswer,
});
