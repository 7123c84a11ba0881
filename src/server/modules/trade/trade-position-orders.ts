// /Trade/trade_position_orders: the pair's two coins on the bound account (base first; those of the
// futures wallet for a perpetual market), the market's precisions for the order form, and the last
// price for the percentage shortcuts.
import { tradePositionOrders } from '../../../shared/contracts/trade/trade-position-orders.ts';
import { answer } from '../../http/call-registry.ts';
import { currencyBalanceOf } from '../exchange-accounts/account-views.ts';
import { userIdOf } from '../markets/favourites.ts';
import { marketRulesOf } from './market-rules.ts';
import { tradeAccountOf } from './trade-account.ts';
import type { TradeDeps } from './trade-deps.ts';
import { viaTrade } from './trade-failure.ts';

export const tradePositionOrdersCall = (deps: TradeDeps) =>
  answer(tradePositionOrders, async (input, ctx) => {
    const { connector, symbol, kind } = await tradeAccountOf(deps, userIdOf(ctx), input);
    const market = await marketRulesOf(connector, symbol, deps.now());
    const [balances, ticker] = await Promise.all([
      // A futures market trades on the futures wallet's margin, not the spot coins.
      viaTrade(() => connector.fetchBalance(kind)),
      deps.venues.pool
        .publicConnector(connector.venue)
        .fetchTicker(symbol)
        .catch(() => null),
    ]);
    const of = (asset: string) =>
      currencyBalanceOf(balances.find((balance) => balance.asset === asset) ?? { asset, free: 0, used: 0, total: 0 });
    return { balances: [of(input.yenUnit1), of(input.yenUnit2)], market, last_price: ticker?.last ?? null, updated_at: deps.now() };
  });
