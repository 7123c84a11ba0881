// /Api/Data/get_asset_statements: /property's statements, one per calendar month (in the reader's
// zone) of the last 1, 3 or 6 that has snapshots, newest first.
import { getAssetStatements } from '../../../../shared/contracts/data/get-asset-statements.ts';
import { answer } from '../../../http/call-registry.ts';
import { userIdOf } from '../../markets/favourites.ts';
import type { AssetServices } from './asset-services.ts';
import { monthStatement } from './month-statement.ts';
import { reportMonths } from './report-months.ts';
import { tradeHourlyRepository } from './trade-hourly-repository.ts';
import { valuedTransfers } from './transfer-flows.ts';

export const getAssetStatementsCall = (s: AssetServices) => {
  const trades = tradeHourlyRepository(s.deps.db);
  return answer(getAssetStatements, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const months = reportMonths(s.deps.now(), input.months, input.utc_offset);
    const oldest = months.at(-1)?.start ?? s.deps.now();
    const transfers = await valuedTransfers(s, userId, new Date(oldest), new Date(months[0]?.end ?? s.deps.now()));
    const list = [];
    for (const month of months) {
      const statement = await monthStatement(s, trades, userId, month, transfers);
      if (statement) list.push(statement);
    }
    return { list };
  });
};
