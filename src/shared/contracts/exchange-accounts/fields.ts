// The account binding form (spec §3 "Account binding", §5): one rule set for the form and the
// server. Which credential fields a venue needs comes with the exchange list (web list `fields`);
// the server checks them against the venue's registry entry.
import { z } from 'zod';
import { idField } from '../ids.ts';
import { webField } from '../markets/pair.ts';

const NO_SPACE = /^\S+$/;

export const remarkField = z.string('validation.remark').trim().min(1, 'validation.remark').max(40, 'validation.remark');

/** API key and secret: no spaces anywhere (spec §5). */
const keyText = (message: string) => z.string(message).min(1, message).max(512, message).regex(NO_SPACE, 'validation.noSpaces');

const optionalText = (message: string) => z.string(message).trim().max(512, message).optional();

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/([12]?\d|3[0-2]))?$/;
const IPV6 = /^[0-9A-Fa-f:]{2,39}(\/\d{1,3})?$/;

/** IP whitelist: addresses (or CIDR ranges) separated by commas, spaces or lines; stored comma-separated. */
export const ipWhitelistField = z
  .string('validation.ipWhitelist')
  .max(1000, 'validation.ipWhitelist')
  .transform((text) => text.split(/[\s,;]+/).filter((part) => part.length > 0))
  .refine(
    (parts) => parts.length <= 20 && parts.every((part) => IPV4.test(part) || (part.includes(':') && IPV6.test(part))),
    'validation.ipWhitelist',
  )
  .transform((parts) => parts.join(','));

export const credentialFields = {
  api_key: keyText('validation.apiKey').optional(),
  secret: keyText('validation.secret').optional(),
  /** The API password (passphrase) some venues issue with a key. */
  api_password: optionalText('validation.invalidField'),
  payment_password: optionalText('validation.invalidField'),
  user_id: optionalText('validation.invalidField'),
  partner_id: optionalText('validation.invalidField'),
  wallet_address: optionalText('validation.invalidField'),
  private_key: optionalText('validation.invalidField'),
};

/** Key and secret must not be identical (spec §5). */
export const keyDiffersFromSecret = (value: { api_key?: string | undefined; secret?: string | undefined }) =>
  value.api_key === undefined || value.secret === undefined || value.api_key !== value.secret;
export const keySameAsSecretIssue = { message: 'validation.keySecretSame', path: ['secret'] };

export const bindForm = z
  .object({ web: webField, remark: remarkField, ...credentialFields, ip_whitelist: ipWhitelistField.optional() })
  .refine(keyDiffersFromSecret, keySameAsSecretIssue);
export type BindForm = z.output<typeof bindForm>;

/** Editing: the remark and whitelist alone, or new credentials (verified again before saving). */
export const updateForm = z
  .object({
    id: idField,
    remark: remarkField.optional(),
    ...credentialFields,
    ip_whitelist: ipWhitelistField.optional(),
  })
  .refine(keyDiffersFromSecret, keySameAsSecretIssue);
