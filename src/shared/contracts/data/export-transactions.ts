import { z } from 'zod';
import { parseDateTime } from '../../trade/date-time.ts';
import { defineCall } from '../define-call.ts';
import { dateTimeField, EXPORT_MAX_DAYS, utcOffsetField } from '../trade/fields.ts';
import { marketFilterFields } from './fields.ts';

export const exportTransactionsRequest = z
  .object({
    ...marketFilterFields,
    /** Spec §5: the range must be picked, at most 7 days, within the last 3 months. */
    start_time: dateTimeField,
    end_time: dateTimeField,
    utc_offset: utcOffsetField,
  })
  .refine(
    (req) => {
      const start = parseDateTime(req.start_time, req.utc_offset);
      const end = parseDateTime(req.end_time, req.utc_offset);
      return start !== null && end !== null && end >= start && end - start <= EXPORT_MAX_DAYS * 86_400_000;
    },
    { message: 'validation.trade.exportRange', path: ['end_time'] },
  );

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
