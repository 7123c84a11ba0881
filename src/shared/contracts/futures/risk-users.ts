// The risk-user calls of spec §7 (/wallet/...): the list with live figures, add or edit, remove,
// and the account's futures trades.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idAnswer, idField, idRequest } from '../ids.ts';
import { checkRiskRule, riskTradeView, riskUserFields, riskUserView } from './risk-user-fields.ts';

/**
 * /userRiskManagement: the caller's risk users, each with its thresholds and the figures read from
 * its venue now; a risk user whose venue cannot be read has `figures` null and the code it
 * answered in `failure`, and the others still show. `accounts` are the caller's bound accounts on
 * venues with futures markets: the ones a risk user can watch.
 */
export const futureRiskUserManagementList = defineCall({
  module: 'wallet',
  action: 'future_risk_user_management_list',
  auth: 'user',
  request: z.object({}),
  response: z.object({
    list: z.array(riskUserView),
    accounts: z.array(z.object({ web: z.string(), exchange: z.string() })),
    updated_at: z.number().int(),
  }),
});

/**
 * Adds a risk user, or with `id` edits one of the caller's (its venue, remark, thresholds and
 * channels; a threshold left as it was keeps its "already alerted" state, a changed one re-arms).
 * Refusals: 2092 no bound account on the venue, 4103 a venue without futures markets, 4202 a chosen
 * Telegram or e-mail channel not bound (data.channel), 4312 the venue already watched, 4313 an id
 * that is not one of the caller's risk users.
 */
export const createRiskUserManagement = defineCall({
  module: 'wallet',
  action: 'create_risk_user_management',
  auth: 'user',
  request: z.object({ id: idField.optional(), ...riskUserFields }).superRefine(checkRiskRule),
  response: riskUserView,
});

/** Removes one of the caller's risk users; any other id answers 4313. */
export const removeRiskUserManagement = defineCall({
  module: 'wallet',
  action: 'remove_risk_user_management',
  auth: 'user',
  request: idRequest,
  response: idAnswer,
});

export const RISK_TRADES_PAGE = { default: 20, max: 100 } as const;

/**
 * /userRiskDetail: the watched account's own futures trades, newest first, a page at a time. The
 * venue is asked, per market, for its recent trades on the markets the account has positions on
 * and those the console placed futures orders on; `total` counts what that read returned.
 */
export const riskUserTradeLogs = defineCall({
  module: 'wallet',
  action: 'risk_user_trade_logs',
  auth: 'user',
  request: z.object({
    id: idField,
    page: z.number('validation.futures.riskPage').int('validation.futures.riskPage').min(1, 'validation.futures.riskPage').default(1),
    page_size: z
      .number('validation.futures.riskPage')
      .int('validation.futures.riskPage')
      .min(1, 'validation.futures.riskPage')
      .max(RISK_TRADES_PAGE.max, 'validation.futures.riskPage')
      .default(RISK_TRADES_PAGE.default),
  }),
  response: z.object({
    id: z.number().int(),
    web: z.string(),
    exchange: z.string(),
    remark: z.string(),
    list: z.array(riskTradeView),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});
