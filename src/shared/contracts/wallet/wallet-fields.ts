// Fields of the wallet calls (spec §3 "Wallets", "Wallet group", "Create wallets", "Allocate",
// "Collect", "Batch transfer", "Approval"; §5 group names and transfers). Amounts travel as decimal
// strings: token amounts are whole units of up to 18 decimals, beyond what a JS number holds.
import { z } from 'zod';
import { MAX_ROW_ID } from '../ids.ts';

/** A chain key of get_dex_chain ("SANDBOX", "BSC", …). */
export const chainField = z
  .string('validation.wallets.chain')
  .trim()
  .regex(/^[A-Z0-9]{2,16}$/, 'validation.wallets.chain');

/** Spec §3: unlimited, buy only, sell only. */
export const RESTRICTIONS = ['unlimited', 'buy', 'sell'] as const;
export type Restriction = (typeof RESTRICTIONS)[number];
export const restrictionField = z.enum(RESTRICTIONS, 'validation.wallets.restriction');

/** Spec §9: a group name has at most 40 characters; unique per user and chain. */
export const MAX_GROUP_NAME = 40;
export const groupNameField = z
  .string('validation.wallets.groupName')
  .trim()
  .min(1, 'validation.wallets.groupName')
  .max(MAX_GROUP_NAME, 'validation.wallets.groupNameLength');

/** A group id; 0 names the wallets in no group. */
export const groupIdField = z
  .number('validation.wallets.group')
  .int('validation.wallets.group')
  .min(0, 'validation.wallets.group')
  .max(MAX_ROW_ID, 'validation.wallets.group');
export const walletIdField = z
  .number('validation.wallets.wallet')
  .int('validation.wallets.wallet')
  .positive('validation.wallets.wallet')
  .max(MAX_ROW_ID, 'validation.wallets.wallet');

/** The chain's own coin, or a token: an EVM contract address (kept in lower case) or a Solana mint (base58, kept as it is). */
export const NATIVE_TOKEN = 'native';
export const tokenField = z
  .string('validation.wallets.token')
  .trim()
  .regex(/^(native|0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'validation.wallets.token')
  .transform((token) => (token.startsWith('0x') ? token.toLowerCase() : token));

/** A positive decimal amount in whole token units ("12.5"). */
export const amountField = z
  .string('validation.wallets.amount')
  .trim()
  .regex(/^\d{1,30}(\.\d{1,18})?$/, 'validation.wallets.amount')
  .refine((amount) => /[1-9]/.test(amount), 'validation.wallets.amount');

/** Spec §1, §9: up to 1,000 wallets in one task; 20 (low-cost plans) or 50 (standard) suggested. */
export const MAX_WALLETS_PER_TASK = 1000;
export const SUGGESTED_WALLET_COUNTS = [20, 50] as const;
/** Trading wallets one user may keep on one chain. */
export const MAX_WALLETS_PER_CHAIN = 10_000;
