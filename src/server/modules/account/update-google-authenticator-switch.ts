import { updateGoogleAuthenticatorSwitch } from '../../../shared/contracts/account/update-google-authenticator-switch.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { accountSubject, codeBuckets } from './attempt-guard.ts';
import { currentUser } from './current-user.ts';
import { securityStateOf } from './security-settings.ts';

/** Switches the bound authenticator on or off; a current code is needed either way. */
export const updateGoogleAuthenticatorSwitchCall = (s: AccountServices) =>
  answer(updateGoogleAuthenticatorSwitch, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    if (!user.totpSecret) throw new ApiError(CODE.authenticatorNotBound);
    await s.authenticator.verifyBound(user, input.auth_code, codeBuckets(accountSubject(user, ''), ctx.ip));
    const updated = await s.users.update(user.id, { totpSwitch: input.google_authenticator_switch });
    return securityStateOf(updated, s.deps.now());
  });
