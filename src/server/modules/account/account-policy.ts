// The numbers of the account rules in one place: session lifetime, code lifetimes, the trial, and
// the rate limits and lockouts on logins, codes and mail.
import type { LimitRule } from '../../security/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A session ends after 30 days without a call. */
export const SESSION_IDLE_MS = 30 * DAY;
/** last_seen is written at most this often (not on every call). */
export const SESSION_TOUCH_MS = 10 * MINUTE;

/** E-mail codes: 6 digits, 10 minutes, a few tries each. */
export const EMAIL_CODE_TTL_MS = 10 * MINUTE;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** A login waiting for its second step. */
export const LOGIN_CHALLENGE_TTL_MS = 10 * MINUTE;
/** A secret offered for binding stays the same this long. */
export const TOTP_PENDING_TTL_MS = 10 * MINUTE;
export const TOTP_ISSUER = 'MM Console';

/** A new account's Basic trial (decisions.md). */
export const TRIAL_MS = 7 * DAY;
export const TRIAL_LEVEL = 'personal';
/** Login records are shown for 3 months and kept a year. */
export const LOGIN_RECORDS_SHOWN_MS = 90 * DAY;
export const LOGIN_RECORDS_KEPT_MS = 365 * DAY;

/** Wrong passwords: the fifth in 15 minutes locks the account's logins for 15 minutes. */
export const LOGIN_FAILURES_PER_ACCOUNT: LimitRule = { name: 'login-fail-account', limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** An IP trying many accounts is locked out the same way, with more room (offices, NAT). */
export const LOGIN_FAILURES_PER_IP: LimitRule = { name: 'login-fail-ip', limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Wrong e-mail or authenticator codes. */
export const CODE_FAILURES_PER_ACCOUNT: LimitRule = { name: 'code-fail-account', limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const CODE_FAILURES_PER_IP: LimitRule = { name: 'code-fail-ip', limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** Mail: one code a minute per address and purpose, 10 an hour per address, 30 an hour per IP. */
export const MAIL_PER_ADDRESS_AND_PURPOSE: LimitRule = { name: 'mail-address-purpose', limit: 1, windowMs: MINUTE };
export const MAIL_PER_ADDRESS: LimitRule = { name: 'mail-address', limit: 10, windowMs: HOUR };
export const MAIL_PER_IP: LimitRule = { name: 'mail-ip', limit: 30, windowMs: HOUR };
