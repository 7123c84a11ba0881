import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { historyFilterFields } from './cex-orders.ts';
import { dateTimeField, exportRangeRule } from './fields.ts';

export const exportCexOrdersRequest = z
  .object({
    ...historyFilterFields,
    /** Spec §5: the export range must be picked. */
    start_time: dateTimeField,
    end_time: dateTimeField,
  })
  .refine(...exportRangeRule);

/**
 * Exports the filtered orders or trades of a picked range of at most 7 days as CSV and XLSX
 * (date-times as YYYY-MM-DD HH:mm:ss in the user's zone), sent as two attachments to the e-mail on
 * file. Failures: 4305 "No email on file. Add one in Account Settings.", 4306 "No data to export".
 */
export const exportCexOrders = defineCall({
  module: 'Trade',
  action: 'cex_orders_export',
  auth: 'user',
  long: true,
  request: exportCexOrdersRequest,
  response: z.object({
    /** Where it was sent, masked ("a***@example.com"). */
    email_masked: z.string(),
    rows: z.number().int(),
  }),
});
