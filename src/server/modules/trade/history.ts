// The order history (spec §2 /record): orders the console placed, with the open ones brought up to
// date from the venue, and their fills as the venues report them. At most the last 3 months.
import type { CcxtConnector } from '../../../engine/connectors/ccxt-connector.ts';
import type { TradeFillView, TradeOrderView } from '../../../shared/contracts/trade/index.ts';
import { HISTORY_DAYS } from '../../../shared/contracts/trade/fields.ts';
import { parseDateTime } from '../../../shared/trade/date-time.ts';
import { ccxtSymbol } from '../../../engine/connectors/venue-definition.ts';
import { exchangeAccountRepository } from '../exchange-accounts/index.ts';
import { openCredentials } from '../exchange-accounts/credential-vault.ts';
import type { OrderFilter, OrderRepository, TradeOrderRow } from './order-repository.ts';
import { orderViewOfRow } from './order-view.ts';
import type { TradeDeps } from './trade-deps.ts';

export interface HistoryInput {
  web?: string | undefined;
  yenUnit1?: string | undefined;
  yenUnit2?: string | undefined;
  side?: 'buy' | 'sell' | undefined;
  status?: string | undefined;
  start_time?: string | undefined;
  end_time?: string | undefined;
  utc_offset: number;
}

/** The filter of a request, its range clamped to the last 3 months. */
export function orderFilterOf(userId: number, input: HistoryInput, now: number): OrderFilter {
  const oldest = now - HISTORY_DAYS * 86_400_000;
  const start = input.start_time ? (parseDateTime(input.start_time, input.utc_offset) ?? oldest) : oldest;
  const end = input.end_time ? (parseDateTime(input.end_time, input.utc_offset) ?? now) : now;
  return {
    userId,
    web: input.web,
    base: input.yenUnit1,
    quote: input.yenUnit2,
    side: input.side,
    status: input.status,
    from: Math.max(start, oldest),
    to: end,
  };
}

/** Connectors of the user's bound accounts, one per venue, made on first use. */
function accountConnectors(deps: TradeDeps, userId: number) {
  const made = new Map<string, Promise<CcxtConnector | null>>();
  return (web: string) => {
    let connector = made.get(web);
    if (!connector) {
      connector = exchangeAccountRepository(deps.db)
        .byWeb(userId, web)
        .then((row) =>
          row && deps.venues.registry.get(web)
            ? deps.venues.pool.accountConnector(web, openCredentials(deps.secretBox, userId, web, row.credentialsSealed))
            : null,
        );
      made.set(web, connector);
    }
    return connector;
  };
}

/** How many of the range's newest open orders a status filter brings up to date before it reads. */
const MAX_FILTER_REFRESH = 20;

/**
 * Every open order of the rows is looked up on its venue and what it says is recorded. Callers pass
 * one page (at most 200 rows, the page size's limit), so the rows a user sees, on whatever page, are
 * current while the rest of the history is left alone.
 */
async function refreshOpen(deps: TradeDeps, orders: OrderRepository, userId: number, rows: TradeOrderRow[]): Promise<TradeOrderRow[]> {
  const live = rows.filter((row) => row.status === 'open' || row.status === 'pending');
  if (live.length === 0) return rows;
  const connectorOf = accountConnectors(deps, userId);
  const refreshed = new Map<string, TradeOrderRow>();
  await Promise.all(
    live.map(async (row) => {
      try {
        const connector = await connectorOf(row.web);
        if (!connector) return;
        const kind = row.marketKind === 'swap' ? 'swap' : 'spot';
        const order = await connector.fetchOrder(ccxtSymbol(row.base, row.quote, kind), { clientOrderId: row.clientOrderId });
        const owner = { userId, web: row.web, base: row.base, quote: row.quote, scheduleCode: row.scheduleCode, marketKind: kind } as const;
        await orders.record(owner, order, row.clientOrderId);
        refreshed.set(row.clientOrderId, {
          ...row,
          status: order.status,
          filled: order.filled,
          average: order.average,
          venueOrderId: order.id,
        });
      } catch {
        // The venue is not answering: the stored state is shown.
      }
    }),
  );
  return rows.map((row) => refreshed.get(row.clientOrderId) ?? row);
}

export async function historyOrders(
  deps: TradeDeps,
  orders: OrderRepository,
  filter: OrderFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: TradeOrderView[]; total: number }> {
  // The status filter reads the stored states: the range's open orders are brought up to date
  // first, so an order filled or cancelled on the venue since is found under its real status.
  if (filter.status) await refreshOpen(deps, orders, filter.userId, await orders.all({ ...filter, status: 'open' }, MAX_FILTER_REFRESH));
  const found = await orders.page(filter, page, pageSize);
  const rows = await refreshOpen(deps, orders, filter.userId, found.rows);
  return { rows: rows.map(orderViewOfRow), total: found.total };
}

const MAX_PAIRS = 10;

/** Fills of the console's orders in the range, newest first. */
export async function historyTrades(
  deps: TradeDeps,
  orders: OrderRepository,
  filter: OrderFilter,
  limit: number,
): Promise<TradeFillView[]> {
  const placed = await orders.all({ ...filter, side: undefined, status: undefined }, 10_000);
  const byVenueId = new Map(placed.filter((row) => row.venueOrderId).map((row) => [`${row.web}|${row.venueOrderId}`, row]));
  const pairs = [...new Map(placed.map((row) => [`${row.web}|${row.base}|${row.quote}`, row])).values()].slice(0, MAX_PAIRS);
  const connectorOf = accountConnectors(deps, filter.userId);
  const fills: TradeFillView[] = [];
  await Promise.all(
    pairs.map(async (pair) => {
      const connector = await connectorOf(pair.web);
      if (!connector) return;
      const trades = await connector
        .fetchMyTrades(ccxtSymbol(pair.base, pair.quote, 'spot'), { since: filter.from, limit: 1000 })
        .catch(() => []);
      for (const trade of trades) {
        if (!trade.orderId || !byVenueId.has(`${pair.web}|${trade.orderId}`)) continue;
        if (trade.timestamp > filter.to || (filter.side && trade.side !== filter.side)) continue;
        fills.push({
          trade_id: trade.id,
          order_id: trade.orderId,
          web: pair.web,
          yenUnit1: pair.base,
          yenUnit2: pair.quote,
          side: trade.side,
          price: trade.price,
          amount: trade.amount,
          cost: trade.cost,
          fee: trade.fee?.cost ?? null,
          fee_currency: trade.fee?.currency ?? null,
          maker: trade.maker,
          time: trade.timestamp,
        });
      }
    }),
  );
  return fills.sort((a, b) => b.time - a.time).slice(0, limit);
}
