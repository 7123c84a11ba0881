import { IP_CHECK_OFF_MS, ipCheckSet } from '../../../shared/contracts/account/ip-check-set.ts';
import { answer } from '../../http/call-registry.ts';
import type { AccountServices } from './account-services.ts';
import { currentUser } from './current-user.ts';
import { requireSecurityProof } from './security-proof.ts';
import { ipCheckOn, securityStateOf } from './security-settings.ts';

/**
 * IP verification: on freely; off with the security proof, and only for 7 days. The re-enable time
 * is stored and read wherever the setting counts (ipCheckOn), so no job has to run on the day.
 */
export const ipCheckSetCall = (s: AccountServices) =>
  answer(ipCheckSet, async (input, ctx) => {
    const user = await currentUser(s, ctx);
    const now = s.deps.now();
    if (input.ip_check) {
      const updated = await s.users.update(user.id, { ipCheck: true, ipCheckReenableAt: null });
      return securityStateOf(updated, now);
    }
    if (ipCheckOn(user, now)) await requireSecurityProof(s, user, input, ctx);
    const reenableAt = ipCheckOn(user, now) ? new Date(now + IP_CHECK_OFF_MS) : user.ipCheckReenableAt;
    const updated = await s.users.update(user.id, { ipCheck: false, ipCheckReenableAt: reenableAt });
    return securityStateOf(updated, now);
  });
