// Seals an account's credentials for the database and opens them for a venue call. All fields are
// sealed together under a context naming the user and venue, so a sealed value copied to another
// row does not open. Only a masked API key is ever kept or shown in the clear.
import type { Credentials } from '../../../engine/connectors/ccxt-instance.ts';
import { CREDENTIAL_FIELDS, type CredentialField } from '../../../shared/catalogue/venue-kinds.ts';
import type { SecretBox } from '../../security/secret-box.ts';

const contextOf = (userId: number, web: string) => `exchange-account:${userId}:${web}`;

export function sealCredentials(box: SecretBox, userId: number, web: string, credentials: Credentials): string {
  return box.seal(JSON.stringify(credentials), contextOf(userId, web));
}

export function openCredentials(box: SecretBox, userId: number, web: string, sealed: string): Credentials {
  return JSON.parse(box.open(sealed, contextOf(userId, web))) as Credentials;
}

/** "AbCd…WxYz": enough to recognise a key, not to use it. */
export function maskKey(key: string | undefined): string {
  if (!key) return '';
  if (key.length <= 8) return '****';
  return `${key.slice(0, 4)}…${key.slice(-4)}`;
}

/** The credential fields present in a form, with their (trimmed, non-empty) values. */
export function credentialsOf(form: Partial<Record<CredentialField, string | undefined>>): Credentials {
  const credentials: Credentials = {};
  for (const field of CREDENTIAL_FIELDS) {
    const value = form[field];
    if (value !== undefined && value !== '') credentials[field] = value;
  }
  return credentials;
}

export const fieldsOf = (credentials: Credentials): CredentialField[] =>
  CREDENTIAL_FIELDS.filter((field) => credentials[field] !== undefined);
