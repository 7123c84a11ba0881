import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * "T" and 24 random letters or digits: unguessable, and short enough that "<code>-<index>" stays
 * within the 36 characters venues allow for a client order id.
 */
export function newScheduleCode(): string {
  const bytes = randomBytes(24);
  return `T${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/** The client order id of a batch's order: the same for the same item in every attempt and after a restart. */
export const itemClientOrderId = (code: string, index: number) => `${code}-${index}`;
