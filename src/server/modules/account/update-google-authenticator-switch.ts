import { updateGoogleAuthenticatorSwitch } from '../../../shared/contracts/account/update-google-authenticator-switch.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { sessionAttempts } from './caller-attempts.ts';
import { currentUser } from './current-user.ts';
import { requireSecurityProof } from './security-proof.ts';
import { securityStateOf } from './security-settings.ts';

/**
 * Switches the bound authenticator on or off. On: a current code, and the user's other sessions
 * end. Off weakens the account, so it takes the full proof: the "security" e-mail code and a
 * current code (1010 names a missing one).
 */
export const updateGoogleAuthenticatorSwitchCall = (s: AccountServices) =>
  answer(updateGoogleAuthenticatorSwitch, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    if (!user.totpSecret) throw new ApiError(CODE.authenticatorNotBound);
    const turningOn = input.google_authenticator_switch;
    if (turningOn) await s.authenticator.verifyBound(user, input.auth_code, sessionAttempts('code', user, ctx.ip));
    // Off while already off changes nothing; the proof is asked only when it weakens the account.
    else if (user.totpSwitch) await requireSecurityProof(s, user, input, ctx);
    const updated = await s.users.update(user.id, { totpSwitch: turningOn });
    if (turningOn && !user.totpSwitch) await s.sessions.endOthers(user.id, ctx.user?.sessionId ?? null, 'security');
    return securityStateOf(updated, s.deps.now());
  });
