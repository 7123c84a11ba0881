import { multiLoginSet } from '../../../shared/contracts/account/multi-login-set.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { currentUser } from './current-user.ts';
import { requireSecurityProof } from './security-proof.ts';
import { securityStateOf } from './security-settings.ts';

/** Multi-device login: off freely (the other sessions end at once, 2014), on with the security proof. */
export const multiLoginSetCall = (s: AccountServices) =>
  answer(multiLoginSet, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    if (input.multi_login && !user.multiLogin) await requireSecurityProof(s, user, input, ctx);
    const updated = await s.users.update(user.id, { multiLogin: input.multi_login });
    if (!input.multi_login) await s.sessions.endOthers(user.id, ctx.user?.sessionId ?? null, 'elsewhere');
    return securityStateOf(updated, s.deps.now());
  });
