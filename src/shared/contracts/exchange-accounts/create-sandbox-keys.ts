import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { webField } from '../markets/pair.ts';

/**
 * Opens a fresh, funded trading account on one of the embedded sandbox exchanges and returns its
 * key pair, for the bind form to fill in; nothing is bound yet. Failures: 4103 unknown exchange,
 * 4108 the exchange is not a sandbox, 1429 too many key pairs in the last hour. A designated test
 * account is also told the pair it starts on, which the bind form saves once the account is bound.
 */
export const createSandboxKeys = defineCall({
  module: 'Account',
  action: 'create_sandbox_keys',
  auth: 'user',
  request: z.object({ web: webField }),
  response: z.object({
    api_key: z.string(),
    secret: z.string(),
    /** For a designated test account, the pair it starts on (spec §3: CAKE/BNB) where the venue lists it. */
    default_pair: z.object({ base: z.string(), quote: z.string() }).optional(),
  }),
});
