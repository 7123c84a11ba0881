import { requestErrorLog } from '../../../shared/contracts/system/request-error-log.ts';
import type { Db } from '../../db/database.ts';
import { requestErrorLogs } from '../../db/schema/index.ts';
import { answer } from '../../http/call-registry.ts';

/** Stores a client's report of a failing call, for support to read. */
export const requestErrorLogCall = (db: Db) =>
  answer(requestErrorLog, async (input, ctx) => {
    const [row] = await db
      .insert(requestErrorLogs)
      .values({
        account: input.account,
        web: input.web,
        currencyPair: input.currency_pair,
        url: input.url,
        param: input.param,
        result: input.result,
        httpCode: input.http_code,
        ip: ctx.ip,
      })
      .returning({ id: requestErrorLogs.id });
    return { id: row?.id ?? 0 };
  });
