// Clients report failing calls here without signing in, so the call is open to anyone: each IP may
// report a few a minute (1429 after), each report keeps only the start of its long fields, and the
// table keeps the newest rows only (the oldest are dropped), so no caller can fill the database.
import { desc, lt } from 'drizzle-orm';
import { requestErrorLog } from '../../../shared/contracts/system/request-error-log.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Db } from '../../db/database.ts';
import { requestErrorLogs } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { LimitRule, RateLimiter } from '../../security/rate-limiter.ts';

export interface ErrorReportLimits {
  perIp: LimitRule;
  /** Rows kept in all; a new one past this drops the oldest. */
  maxRows: number;
  /** Characters kept of `param` and `result` each. */
  maxFieldChars: number;
}

export const ERROR_REPORT_LIMITS: ErrorReportLimits = {
  perIp: { name: 'error-report-ip', limit: 20, windowMs: 10 * 60_000 },
  maxRows: 10_000,
  maxFieldChars: 2048,
};

/** Stores a client's report of a failing call, for support to read. */
export const requestErrorLogCall = (db: Db, limiter: RateLimiter, limits: ErrorReportLimits = ERROR_REPORT_LIMITS) =>
  answer(requestErrorLog, async (input, ctx) => {
    const state = await limiter.hit(limits.perIp, ctx.ip);
    if (state.blocked)
      throw new ApiError(CODE.tooManyRequests, 'code.1429', { data: { retry_after: Math.ceil(state.retryAfterMs / 1000) } });
    const [row] = await db
      .insert(requestErrorLogs)
      .values({
        account: input.account,
        web: input.web,
        currencyPair: input.currency_pair,
        url: input.url,
        param: input.param.slice(0, limits.maxFieldChars),
        result: input.result.slice(0, limits.maxFieldChars),
        httpCode: input.http_code,
        ip: ctx.ip,
      })
      .returning({ id: requestErrorLogs.id });
    const [oldestKept] = await db
      .select({ id: requestErrorLogs.id })
      .from(requestErrorLogs)
      .orderBy(desc(requestErrorLogs.id))
      .offset(limits.maxRows - 1)
      .limit(1);
    if (oldestKept) await db.delete(requestErrorLogs).where(lt(requestErrorLogs.id, oldestKept.id));
    return { id: row?.id ?? 0 };
  });
