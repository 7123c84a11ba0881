// The account fields and their rules (spec §5), written once: the registration, login and
// security-centre forms validate with these, and so does the server. Messages are keys of the
// "messages" namespace (locales/<lng>/messages.json).
import { z } from 'zod';

export const USERNAME_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,32}$/;
/** At least 8 characters with a symbol, an upper and a lower case letter and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/;
export const SIX_DIGITS = /^\d{6}$/;

/** A code field a form may leave empty: '' counts as not given. */
const optionalCode = <T extends z.ZodType>(field: T) => z.preprocess((value) => (value === '' ? undefined : value), field.optional());

/** Username: not empty, at least 6 characters, letters and digits. */
export const usernameField = z.string('validation.username').trim().regex(USERNAME_PATTERN, 'validation.username');

/** A new password (registration, change, reset). */
export const passwordField = z.string('validation.password').regex(PASSWORD_PATTERN, 'validation.password');

/** The password typed to log in or to confirm a change: any non-empty text (old rules may differ). */
export const currentPasswordField = z.string('validation.passwordRequired').min(1, 'validation.passwordRequired').max(128);

/** Stored and compared in lower case. */
export const emailField = z
  .string('validation.email')
  .trim()
  .max(254, 'validation.email')
  .pipe(z.email('validation.email'))
  .transform((email) => email.toLowerCase());

/** The 6-digit code sent by /Account/send_email. */
export const emailCodeField = z.string('validation.emailCode').trim().regex(SIX_DIGITS, 'validation.emailCode');

/** The 6-digit code shown by the authenticator app. */
export const authCodeField = z.string('validation.authCode').trim().regex(SIX_DIGITS, 'validation.authCode');

/** The authenticator code of calls that need it only while the authenticator is on. */
export const optionalAuthCodeField = optionalCode(authCodeField);
export const optionalEmailCodeField = optionalCode(emailCodeField);

export const inviteCodeField = z.string('validation.inviteCode').trim().min(1, 'validation.inviteCode').max(32, 'validation.inviteCode');

/**
 * The request of calls that only carry the signed-in account along: the token says who calls, so
 * the name is bounded and otherwise ignored.
 */
export const accountEchoRequest = z.object({ account: z.string().max(254).optional() });

/** Log in with the username or the e-mail address. */
export const accountField = z.string('validation.account').trim().min(1, 'validation.account').max(254, 'validation.account');

export const agreementField = z.literal(true, 'validation.agreement');

/** Adds "Passwords do not match" on password_confirm to a form with password and password_confirm. */
export const passwordsMatch = <T extends { password: string; password_confirm: string }>(value: T) =>
  value.password === value.password_confirm;
export const passwordsMatchIssue = { message: 'validation.passwordsMismatch', path: ['password_confirm'] };

/**
 * What proves a security change that weakens the account (turning a protection off): the e-mail
 * code sent with purpose "security", and the authenticator code when its switch is on. The server
 * says which one is missing with a field issue (code 1010).
 */
export const securityProof = {
  email_code: optionalEmailCodeField,
  auth_code: optionalAuthCodeField,
};

export const LANGUAGE_KEYS = ['en', 'zh', 'ko'] as const;
export const THEME_KEYS = ['dark', 'light'] as const;
export const PLAN_LEVELS = ['personal', 'enterprise', 'flagship', 'dex', 'nft', 'futures'] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];
