import { z } from 'zod';
import { defineCall } from '../define-call.ts';

/** Returns its payload: lets a client check the envelope end to end, and is what the benchmark measures. */
export const echo = defineCall({
  module: 'System',
  action: 'echo',
  auth: 'none',
  request: z.object({ message: z.string().max(10_000) }),
  response: z.object({ message: z.string(), serverTime: z.number() }),
});
