// The numbers of the account rules in one place: session lifetime, code lifetimes, the trial, and
// the rate limits and lockouts on logins, codes and mail.
import type { LimitRule } from '../../security/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A session ends after 30 days without a call. */
export const SESSION_IDLE_MS = 30 * DAY;
/** A session ends 90 days after its login however often it is used: the device then logs in again. */
export const SESSION_MAX_MS = 90 * DAY;
/** last_seen is written at most this often (not on every call). */
export const SESSION_TOUCH_MS = 10 * MINUTE;

/**
 * E-mail codes: 6 digits, 10 minutes. A code dies after this many wrong tries from anywhere; the
 * account's slow-down (below) spaces tries from strange addresses so far apart that a stranger
 * cannot spend them all within a code's ten minutes.
 */
export const EMAIL_CODE_TTL_MS = 10 * MINUTE;
export const EMAIL_CODE_MAX_ATTEMPTS = 20;
/** A login waiting for its second step. */
export const LOGIN_CHALLENGE_TTL_MS = 10 * MINUTE;
/** A secret offered for binding stays the same this long. */
export const TOTP_PENDING_TTL_MS = 10 * MINUTE;
export const TOTP_ISSUER = 'MM Console';

/** A new account's Basic trial (decisions.md). */
export const TRIAL_MS = 7 * DAY;
export const TRIAL_LEVEL = 'personal';
/**
 * Login records are shown for 3 months. After a year a record loses its details (the browser's
 * description) and is deleted once a newer record has both its device and its IP; the devices and
 * IPs an account signed in from are known for as long as the account exists (the new-device step).
 */
export const LOGIN_RECORDS_SHOWN_MS = 90 * DAY;
export const LOGIN_RECORDS_KEPT_MS = 365 * DAY;

/**
 * Wrong passwords and codes. Hard locks fall only on who made the failures: the fifth in 15
 * minutes from one IP locks that (account, IP) pair for 15 minutes, and 30 from one IP lock the IP.
 * The account as a whole is never locked (a stranger could keep its owner out for ever): after 5
 * failures in an hour from anywhere, a try from a device and IP the account never signed in from
 * must wait, 1 s after the 5th failure and twice as long after each further one, at most 5 minutes.
 * The owner's known devices and IPs skip the wait, and a right password from a new one still meets
 * the second step (e-mail code, authenticator).
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP: LimitRule = {
  name: 'login-fail-account-ip',
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** An IP trying many accounts is locked out the same way, with more room (offices, NAT). */
export const LOGIN_FAILURES_PER_IP: LimitRule = { name: 'login-fail-ip', limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const LOGIN_SLOWDOWN_PER_ACCOUNT: LimitRule = {
  name: 'login-slow-account',
  limit: 5,
  windowMs: HOUR,
  lockMs: 1000,
  growth: 2,
  maxLockMs: 5 * MINUTE,
};
/** Wrong e-mail or authenticator codes, the same three ways. */
export const CODE_FAILURES_PER_ACCOUNT_AND_IP: LimitRule = {
  name: 'code-fail-account-ip',
  limit: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
export const CODE_FAILURES_PER_IP: LimitRule = { name: 'code-fail-ip', limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const CODE_SLOWDOWN_PER_ACCOUNT: LimitRule = { ...LOGIN_SLOWDOWN_PER_ACCOUNT, name: 'code-slow-account' };

/** A registration may hear "username taken" this often per address: enough to pick a name, too few to list them. */
export const TAKEN_NAMES_PER_ADDRESS: LimitRule = { name: 'register-name-taken', limit: 10, windowMs: HOUR };

/** Mail: one code a minute per address and purpose, 10 an hour per address, 30 an hour per IP. */
export const MAIL_PER_ADDRESS_AND_PURPOSE: LimitRule = { name: 'mail-address-purpose', limit: 1, windowMs: MINUTE };
export const MAIL_PER_ADDRESS: LimitRule = { name: 'mail-address', limit: 10, windowMs: HOUR };
export const MAIL_PER_IP: LimitRule = { name: 'mail-ip', limit: 30, windowMs: HOUR };
