import { z } from 'zod';
import { defineCall } from '../define-call.ts';

/**
 * Ends the session of the token header. Always answers 1000 (a session that is already gone is
 * logged out); the client clears its saved account whatever the answer.
 */
export const logout = defineCall({
  module: 'Account',
  action: 'logout',
  auth: 'none',
  request: z.object({ account: z.string().max(254).optional() }),
  response: z.object({}),
});
