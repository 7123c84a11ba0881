import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { accountEchoRequest } from './fields.ts';

/**
 * Ends the session of the token header. Always answers 1000 (a session that is already gone is
 * logged out); the client clears its saved account whatever the answer.
 */
export const logout = defineCall({
  module: 'Account',
  action: 'logout',
  auth: 'none',
  request: accountEchoRequest,
  response: z.object({}),
});
