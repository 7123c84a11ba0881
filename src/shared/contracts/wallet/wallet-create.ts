// Creating, importing and exporting wallets (spec §1 main and trading wallets, §3 "Create
// wallets", §5 private keys, §7 create_dex_wallets, batch_import, wallets_export).
import { z } from 'zod';
import { emailCodeField, optionalAuthCodeField } from '../account/fields.ts';
import { defineCall } from '../define-call.ts';
import { chainField, groupIdField, MAX_WALLETS_PER_TASK, restrictionField } from './wallet-fields.ts';
import { walletView } from './wallet-view.ts';

/**
 * The chain's main (funding) wallet: generated when no key is given, else imported. One per chain
 * (4405). On the sandbox chain a new main wallet is funded with demo coins and tokens.
 */
export const createMainWallet = defineCall({
  module: 'Wallet',
  action: 'create_main_wallet',
  auth: 'user',
  request: z.object({
    chain: chainField,
    private_key: z.string().trim().max(80).optional(),
  }),
  response: z.object({ wallet: walletView, funded: z.boolean() }),
});

/** System-created trading wallets, derived from the user's HD seed of the chain. 4412 over the per-chain limit. */
export const createDexWallets = defineCall({
  module: 'Wallet',
  action: 'create_dex_wallets',
  auth: 'user',
  long: true,
  request: z.object({
    chain: chainField,
    count: z
      .number('validation.wallets.count')
      .int('validation.wallets.count')
      .min(1, 'validation.wallets.count')
      .max(MAX_WALLETS_PER_TASK, 'validation.wallets.count'),
    restriction: restrictionField.default('unlimited'),
    group_id: groupIdField.default(0),
  }),
  response: z.object({ created: z.number().int(), first_address: z.string(), last_address: z.string() }),
});

/** Largest import: 1,000 keys (as many as one creation task). */
export const MAX_IMPORT_LINES = MAX_WALLETS_PER_TASK;

/**
 * Imports trading wallets from private keys, one per line (spec §5). Valid keys are imported, keys
 * already held are skipped, and lines that are not a private key are reported by number.
 */
export const batchImport = defineCall({
  module: 'Wallet',
  action: 'batch_import',
  auth: 'user',
  request: z.object({
    chain: chainField,
    private_keys: z
      .string('validation.wallets.privateKeys')
      .max(MAX_IMPORT_LINES * 80, 'validation.wallets.tooManyKeys')
      .refine((text) => text.trim().length > 0, 'validation.wallets.privateKeys')
      .refine((text) => text.split('\n').filter((line) => line.trim()).length <= MAX_IMPORT_LINES, 'validation.wallets.tooManyKeys'),
    restriction: restrictionField.default('unlimited'),
    group_id: groupIdField.default(0),
  }),
  response: z.object({
    imported: z.number().int(),
    /** Line numbers (from 1) of keys already held: skipped. */
    duplicates: z.array(z.number().int()),
    /** Line numbers of lines that are not a private key: nothing was imported from them. */
    invalid: z.array(z.number().int()),
  }),
});

/**
 * The private keys of the chain's wallets (the main wallet first, then one group's or all trading
 * wallets) as a CSV file. Needs an e-mail on file (4305), the e-mail code sent with purpose
 * "security", and the authenticator code when the authenticator is on.
 */
export const walletsExport = defineCall({
  module: 'Wallet',
  action: 'wallets_export',
  auth: 'user',
  request: z.object({
    chain: chainField,
    group_id: groupIdField.optional(),
    email_code: emailCodeField,
    auth_code: optionalAuthCodeField,
  }),
  response: z.object({ filename: z.string(), content: z.string(), count: z.number().int() }),
});
