import { defineSecuritySwitch } from './security-switch.ts';

/**
 * Multi-device login. Turning it off needs nothing and ends the user's other sessions (2014);
 * while off, each new login ends the others. Turning it on needs the security proof.
 */
export const multiLoginSet = defineSecuritySwitch({ action: 'multi_login_set', field: 'multi_login' });
