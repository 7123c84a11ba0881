import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dateTimeField, exportRangeRule, utcOffsetField } from '../trade/fields.ts';
import { marketFilterFields } from './fields.ts';

export const exportTransactionsRequest = z
  .object({
    ...marketFilterFields,
    /** Spec §5: the range must be picked, at most 7 days, within the last 3 months. */
    start_time: dateTimeField,
    end_time: dateTimeField,
    utc_offset: utcOffsetField,
  })
  .refine(...exportRangeRule);

/**
 * Exports /data's transactions (every fill of the user's bots and manual orders and every settled
 * swap) in a picked range as CSV and XLSX, sent as two attachments to the e-mail on file.
 * Failures: 4305 "No email on file. Add one in Account Settings.", 4306 "No data to export".
 */
export const exportTransactions = defineCall({
  module: 'Data',
  action: 'transactions_export',
  auth: 'user',
  long: true,
  request: exportTransactionsRequest,
  response: z.object({
    /** Where it was sent, masked ("a***@example.com"). */
    email_masked: z.string(),
    rows: z.number().int(),
  }),
});
