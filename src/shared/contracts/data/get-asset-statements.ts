import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { utcOffsetField } from '../trade/fields.ts';
import { reportMonthsField, sourceTypeField } from './fields.ts';

export const assetStatement = z.object({
  /** The calendar month in the reader's zone, 'YYYY-MM'; the current month runs to the latest snapshot. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Value of the first and last snapshot of the month (USDT). */
  opening_usdt: z.number(),
  closing_usdt: z.number(),
  /** Transfers in from, and out to, outside the user's own accounts and wallets (USDT at the time). */
  deposits_usdt: z.number(),
  withdrawals_usdt: z.number(),
  /** Realised profit of the month, in USDT. */
  trading_result_usdt: z.number(),
  by_venue: z.array(
    z.object({
      source_type: sourceTypeField,
      source: z.string(),
      name: z.string(),
      opening_usdt: z.number(),
      closing_usdt: z.number(),
      trading_result_usdt: z.number(),
    }),
  ),
  by_bot: z.array(
    z.object({
      bot_id: z.number().int(),
      kind: z.string(),
      web: z.string(),
      yenUnit1: z.string(),
      yenUnit2: z.string(),
      volume_usdt: z.number(),
      trading_result_usdt: z.number(),
    }),
  ),
});
export type AssetStatement = z.infer<typeof assetStatement>;

/**
 * /property (spec §2 Assets Statement): one statement per month of the last 1, 3 or 6 months that
 * has snapshots, newest first; an empty list shows "No asset reports available.".
 */
export const getAssetStatements = defineCall({
  module: 'Data',
  action: 'get_asset_statements',
  auth: 'user',
  request: z.object({ months: reportMonthsField.default(1), utc_offset: utcOffsetField }),
  response: z.object({ list: z.array(assetStatement) }),
});
