import { z } from 'zod';

/** The security centre's switches, answered by every call that changes one of them. */
export const securityState = z.object({
  safe_login: z.boolean(),
  google_authenticator_bound: z.boolean(),
  google_authenticator_switch: z.boolean(),
  multi_login: z.boolean(),
  ip_check: z.boolean(),
  /** When IP verification was turned off: the time (ms) it turns itself back on; else null. */
  ip_check_reenable_at: z.number().nullable(),
});
export type SecurityState = z.infer<typeof securityState>;
