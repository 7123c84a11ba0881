// What a change that weakens an account's protection must show: the e-mail code sent with purpose
// "security" and, when the authenticator is on, its code. Both are checked before either is used
// up, so a wrong authenticator code does not burn the e-mail code.
import type { CallContext } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { accountSubject, codeBuckets } from './attempt-guard.ts';
import { fieldIssue } from './field-issue.ts';
import { authenticatorOn } from './security-settings.ts';
import type { UserRow } from './user-repository.ts';

export interface SecurityProofInput {
  email_code?: string | undefined;
  auth_code?: string | undefined;
}

export async function requireSecurityProof(s: AccountServices, user: UserRow, input: SecurityProofInput, ctx: CallContext): Promise<void> {
  const totp = authenticatorOn(user);
  if (!input.email_code) throw fieldIssue(ctx.t, 'email_code', 'validation.emailCodeRequired');
  if (totp && !input.auth_code) throw fieldIssue(ctx.t, 'auth_code', 'validation.authCodeRequired');
  const buckets = codeBuckets(accountSubject(user, ''), ctx.ip);
  const consumeEmailCode = await s.emailCodes.checkOwn(user, 'security', input.email_code, buckets);
  if (totp && input.auth_code) await s.authenticator.verifyBound(user, input.auth_code, buckets);
  await consumeEmailCode();
}

/** The authenticator code alone, when the switch is on (password and e-mail changes). */
export async function requireAuthenticatorIfOn(s: AccountServices, user: UserRow, authCode: string | undefined, ctx: CallContext) {
  if (!authenticatorOn(user)) return;
  if (!authCode) throw fieldIssue(ctx.t, 'auth_code', 'validation.authCodeRequired');
  await s.authenticator.verifyBound(user, authCode, codeBuckets(accountSubject(user, ''), ctx.ip));
}
