import type { SecurityState } from '../../../shared/contracts/account/security-state.ts';
import type { UserRow } from './user-repository.ts';

/** IP verification is on, or was turned off and its 7 days have passed. */
export const ipCheckOn = (user: Pick<UserRow, 'ipCheck' | 'ipCheckReenableAt'>, now: number) =>
  user.ipCheck || (user.ipCheckReenableAt !== null && user.ipCheckReenableAt.getTime() <= now);

/** The authenticator is asked for only when a secret is bound and its switch is on. */
export const authenticatorOn = (user: Pick<UserRow, 'totpSecret' | 'totpSwitch'>) => user.totpSecret !== null && user.totpSwitch;

export function securityStateOf(user: UserRow, now: number): SecurityState {
  const ipCheck = ipCheckOn(user, now);
  return {
    safe_login: user.safeLogin,
    google_authenticator_bound: user.totpSecret !== null,
    google_authenticator_switch: authenticatorOn(user),
    multi_login: user.multiLogin,
    ip_check: ipCheck,
    ip_check_reenable_at: ipCheck ? null : (user.ipCheckReenableAt?.getTime() ?? null),
  };
}
