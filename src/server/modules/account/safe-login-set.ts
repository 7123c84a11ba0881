import { safeLoginSet } from '../../../shared/contracts/account/safe-login-set.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { currentUser } from './current-user.ts';
import { requireSecurityProof } from './security-proof.ts';
import { securityStateOf } from './security-settings.ts';

/** E-mail verification at every login: on freely, off with the security proof. */
export const safeLoginSetCall = (s: AccountServices) =>
  answer(safeLoginSet, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    if (!input.safe_login && user.safeLogin) await requireSecurityProof(s, user, input, ctx);
    const updated = await s.users.update(user.id, { safeLogin: input.safe_login });
    return securityStateOf(updated, s.deps.now());
  });
