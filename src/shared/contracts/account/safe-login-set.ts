import { defineSecuritySwitch } from './security-switch.ts';

/**
 * E-mail verification at every login. Turning it on needs nothing; turning it off needs the
 * "security" e-mail code and, when the authenticator switch is on, its code (1010 with a field
 * issue names the missing one).
 */
export const safeLoginSet = defineSecuritySwitch({ action: 'safe_login_set', field: 'safe_login' });
