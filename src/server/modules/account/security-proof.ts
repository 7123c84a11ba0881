// What a change that weakens an account's protection, or moves it to another mailbox, must show:
// the e-mail code sent with purpose "security" to the current address and, when the authenticator
// is on, its code. Both are checked before either is used up, so a wrong authenticator code does
// not burn the e-mail code; then each is used up by compare-and-set on its row, the e-mail code
// first: a call that loses the e-mail code to a racing call has not touched the authenticator, and
// one that loses the authenticator step gives the e-mail code back.
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { sessionAttempts } from './caller-attempts.ts';
import type { CodeClaim } from './email-codes.ts';
import { fieldIssue } from './field-issue.ts';
import { authenticatorOn } from './security-settings.ts';
import type { UserRow } from './user-repository.ts';

export interface SecurityProofInput {
  email_code?: string | undefined;
  auth_code?: string | undefined;
}

/** Checked proofs, not yet used up. */
export interface CheckedProof {
  emailCode: CodeClaim | null;
  authStep: number | null;
}

/** Checks what is given; `required` says which proofs the change needs. */
export async function checkProof(
  s: AccountServices,
  user: UserRow,
  input: SecurityProofInput,
  ctx: CallContext,
  required: { emailCode: boolean; authCode: boolean },
): Promise<CheckedProof> {
  if (required.emailCode && !input.email_code) throw fieldIssue(ctx.t, 'email_code', 'validation.emailCodeRequired');
  if (required.authCode && !input.auth_code) throw fieldIssue(ctx.t, 'auth_code', 'validation.authCodeRequired');
  const attempts = sessionAttempts('code', user, ctx.ip);
  const emailCode =
    required.emailCode && input.email_code ? await s.emailCodes.checkOwn(user, 'security', input.email_code, attempts) : null;
  const authStep = required.authCode && input.auth_code ? await s.authenticator.checkBound(user, input.auth_code, attempts) : null;
  return { emailCode, authStep };
}

/** Uses up checked proofs: the e-mail code, then the authenticator step (giving the code back if that is lost). */
export async function spendProof(s: AccountServices, user: UserRow, proof: CheckedProof): Promise<void> {
  if (proof.emailCode) await proof.emailCode();
  if (proof.authStep !== null && !(await s.authenticator.claimStep(user.id, proof.authStep))) {
    await proof.emailCode?.release();
    throw new ApiError(CODE.wrongAuthCode);
  }
}

export async function requireSecurityProof(s: AccountServices, user: UserRow, input: SecurityProofInput, ctx: CallContext): Promise<void> {
  const proof = await checkProof(s, user, input, ctx, { emailCode: true, authCode: authenticatorOn(user) });
  await spendProof(s, user, proof);
}

/** The authenticator code alone, when the switch is on (a password change). */
export async function requireAuthenticatorIfOn(s: AccountServices, user: UserRow, authCode: string | undefined, ctx: CallContext) {
  if (!authenticatorOn(user)) return;
  const proof = await checkProof(s, user, { auth_code: authCode }, ctx, { emailCode: false, authCode: true });
  await spendProof(s, user, proof);
}
