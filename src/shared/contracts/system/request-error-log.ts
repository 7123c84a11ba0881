import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idAnswer } from '../ids.ts';

/** Largest serialised report the client sends; bigger ones are skipped (spec §7). */
export const ERROR_LOG_MAX_BYTES = 8 * 1024;

export const requestErrorLog = defineCall({
  module: 'System',
  action: 'request_error_log',
  auth: 'none',
  request: z.object({
    account: z.string().max(200).default(''),
    web: z.string().max(100).default(''),
    currency_pair: z.string().max(100).default(''),
    url: z.string().min(1).max(300),
    param: z.string().max(ERROR_LOG_MAX_BYTES).default(''),
    result: z.string().max(ERROR_LOG_MAX_BYTES).default(''),
    http_code: z.number().int().min(0).max(999),
  }),
  response: idAnswer,
});
