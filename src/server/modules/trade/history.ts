// The order history (spec §2 /record): orders the console placed, with the open ones brought up to
// date from the venue, and their fills as the venues report them. At most the last 3 months.
import type { TradeFillView, TradeOrderView } from '../../../shared/contracts/trade/index.ts';
import { HISTORY_DAYS } from '../../../shared/contracts/trade/fields.ts';
import { parseDateTime } from '../../../shared/trade/date-time.ts';
import { ccxtSymbol } from '../../../engine/connectors/venue-definition.ts';
import { accountConnectors, refreshOpenOrders } from './open-order-refresh.ts';
import type { OrderFilter, OrderRepository } from './order-repository.ts';
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

/**
 * Under a status filter every open order of the range is brought up to date before the rows are
 * read (at most this many, far above what venues let one account keep open on a pair), so an order
 * filled or cancelled on the venue since is found under its real status wherever it sits.
 */
const MAX_OPEN_IN_RANGE = 10_000;

export async function historyOrders(
  deps: TradeDeps,
  orders: OrderRepository,
  filter: OrderFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: TradeOrderView[]; total: number }> {
  // The status filter reads the stored states: the range's open orders are brought up to date
  // first. Without a filter the page's own open orders are (the rest of the history is left alone).
  if (filter.status) {
    await refreshOpenOrders(deps, orders, filter.userId, await orders.all({ ...filter, status: 'open' }, MAX_OPEN_IN_RANGE));
  }
  const found = await orders.page(filter, page, pageSize);
  const rows = filter.status ? found.rows : await refreshOpenOrders(deps, orders, filter.userId, found.rows);
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
