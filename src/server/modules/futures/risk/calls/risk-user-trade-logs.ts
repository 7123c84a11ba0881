// /wallet/risk_user_trade_logs: one of the caller's risk users with its account's futures trades,
// newest first, a page at a time (see risk-trades.ts for which markets are read).
import { riskUserTradeLogs } from '../../../../../shared/contracts/futures/risk-users.ts';
import { CODE } from '../../../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../../../http/api-error.ts';
import { answer } from '../../../../http/call-registry.ts';
import { userIdOf } from '../../../markets/favourites.ts';
import { viaVenue } from '../../../markets/venue-failure.ts';
import { futuresAccountsOf } from '../../futures-accounts.ts';
import { marketsToRead, newestFirst, readTrades, tradeViewOf } from '../risk-trades.ts';
import type { RiskServices } from '../risk-services.ts';
import { ownRiskUser } from './risk-user-checks.ts';

export const riskUserTradeLogsCall = (s: RiskServices) =>
  answer(riskUserTradeLogs, async ({ id, page, page_size }, ctx) => {
    const userId = userIdOf(ctx);
    const row = await ownRiskUser(s, userId, id);
    const [account] = await futuresAccountsOf(s.accounts, userId, row.web);
    if (!account) throw new ApiError(CODE.toAccountPage, 'exchange.noAccount');
    const [positions, ordered] = await Promise.all([
      viaVenue(() => account.connector.fetchPositions()),
      s.riskUsers.futuresMarketsOrdered(userId, row.web),
    ]);
    const symbols = marketsToRead(
      positions.map((position) => position.symbol),
      ordered,
    );
    const trades = newestFirst(await viaVenue(() => readTrades(account, symbols)));
    const start = (page - 1) * page_size;
    return {
      id: row.id,
      web: row.web,
      exchange: account.exchange,
      remark: row.remark,
      list: trades.slice(start, start + page_size).map(tradeViewOf),
      total: trades.length,
      page,
      page_size,
    };
  });
