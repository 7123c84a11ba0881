// What other modules may ask of the account module about the caller: the codes that prove it is
// them (wallet export, large transfers) and whether an e-mail is on file to send them to.
import type { CallContext } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { sessionAttempts } from './caller-attempts.ts';
import { fieldIssue } from './field-issue.ts';
import { requireSecurityProof, type SecurityProofInput } from './security-proof.ts';

export interface SecurityProofs {
  hasEmail(userId: number): Promise<boolean>;
  /** The e-mail code (purpose "security") and, when the authenticator is on, its code. */
  requireSecurityProof(userId: number, input: SecurityProofInput, ctx: CallContext): Promise<void>;
  /** The e-mail code alone. */
  requireEmailCode(userId: number, code: string | undefined, ctx: CallContext): Promise<void>;
}

export function securityProofs(s: AccountServices): SecurityProofs {
  const userOf = async (userId: number) => {
    const user = await s.users.byId(userId);
    if (!user) throw new Error(`user ${userId} not found`);
    return user;
  };
  return {
    async hasEmail(userId) {
      return Boolean((await userOf(userId)).email);
    },
    async requireSecurityProof(userId, input, ctx) {
      await requireSecurityProof(s, await userOf(userId), input, ctx);
    },
    async requireEmailCode(userId, code, ctx) {
      const user = await userOf(userId);
      if (!code) throw fieldIssue(ctx.t, 'email_code', 'validation.emailCodeRequired');
      const use = await s.emailCodes.checkOwn(user, 'security', code, sessionAttempts('code', user, ctx.ip));
      await use();
    },
  };
}
