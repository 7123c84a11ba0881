// What a venue is to the app (spec §3 "Exchange entry" and "Account binding"): its web_type and
// the credential fields an account binding may carry. Which fields a venue needs is venue data
// (the engine's venue registry); these are the names both ends use.

/** 0 = spot CEX, 1 = DEX, 3 = futures CEX (spec §3). */
export const WEB_TYPES = { spot: 0, dex: 1, futures: 3 } as const;
export type WebType = (typeof WEB_TYPES)[keyof typeof WEB_TYPES];

/** The credential fields of an account binding, as they travel on the wire. */
export const CREDENTIAL_FIELDS = [
  'api_key',
  'secret',
  'api_password',
  'payment_password',
  'user_id',
  'partner_id',
  'wallet_address',
  'private_key',
] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

/** Fields whose values are secrets: never shown again once saved. */
export const SECRET_FIELDS: readonly CredentialField[] = ['secret', 'api_password', 'payment_password', 'private_key'];
