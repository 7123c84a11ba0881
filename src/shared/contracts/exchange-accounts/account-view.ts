// What the browser sees of a bound exchange account: never a secret, the API key only masked.
import { z } from 'zod';
import { CREDENTIAL_FIELDS } from '../../catalogue/venue-kinds.ts';

export const ACCOUNT_STATUSES = ['normal', 'invalid', 'unreachable', 'unchecked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const currencyBalance = z.object({ currency: z.string(), free: z.number(), locked: z.number(), total: z.number() });
export type CurrencyBalance = z.infer<typeof currencyBalance>;

export const exchangeAccountView = z.object({
  id: z.number().int(),
  web: z.string(),
  /** The venue's name. */
  exchange: z.string(),
  remark: z.string(),
  /** "AbCd…WxYz" */
  api_key_masked: z.string(),
  /** Which credential fields are stored (their values never leave the server). */
  fields_set: z.array(z.enum(CREDENTIAL_FIELDS)),
  ip_whitelist: z.string(),
  /** True when the venue reported that the key may withdraw; null when it does not report permissions. */
  withdraw_enabled: z.boolean().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  status_checked_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type ExchangeAccountView = z.infer<typeof exchangeAccountView>;

export const accountBalance = z.object({
  balances: z.array(currencyBalance),
  /** Every balance is 0 ("account balance 0"). */
  zero: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  checked_at: z.number().int(),
});
export type AccountBalance = z.infer<typeof accountBalance>;

/** Warnings shown after binding or editing: the key may withdraw funds. */
export const BIND_WARNINGS = ['withdrawEnabled'] as const;

/**
 * What binding or editing answers: the account, the balances read while verifying it (null when an
 * edit changed no credential, so nothing was read), and warnings.
 */
export const bindResult = z.object({
  account: exchangeAccountView,
  balance: accountBalance.nullable(),
  warnings: z.array(z.enum(BIND_WARNINGS)),
});
export type BindResult = z.infer<typeof bindResult>;
