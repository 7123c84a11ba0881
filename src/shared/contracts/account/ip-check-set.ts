import { defineSecuritySwitch } from './security-switch.ts';

/** How long IP verification stays off before it turns itself back on (spec §4, §9). */
export const IP_CHECK_OFF_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * IP verification: while on, a call from another IP than the one the session logged in from
 * answers 2015. Turning it on needs nothing; turning it off needs the security proof and lasts
 * 7 days (ip_check_reenable_at).
 */
export const ipCheckSet = defineSecuritySwitch({ action: 'ip_check_set', field: 'ip_check' });
