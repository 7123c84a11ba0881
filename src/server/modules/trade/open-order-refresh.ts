// Brings the console's open orders (trade_orders rows still open or pending) up to date from their
// venues, the way a bot reconciles its own: one open-orders request per market, then each order
// that has left the venue's list (filled or cancelled since) looked up by its client order id. What
// the venue says is recorded, so the stored status is the venue's and a status filter finds the
// order under it. The cost is a request per market and one per order that closed, not one per row,
// so every open order of a range can be brought up to date, not only the newest few.
import type { CcxtConnector } from '../../../engine/connectors/ccxt-connector.ts';
import type { OrderState } from '../../../engine/connectors/types.ts';
import { ccxtSymbol, type MarketKind } from '../../../engine/connectors/venue-definition.ts';
import { exchangeAccountRepository } from '../exchange-accounts/index.ts';
import { openCredentials } from '../exchange-accounts/credential-vault.ts';
import type { OrderRepository, TradeOrderRow } from './order-repository.ts';
import type { TradeDeps } from './trade-deps.ts';

/** Connectors of the user's bound accounts, one per venue, made on first use. */
export function accountConnectors(deps: TradeDeps, userId: number) {
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

const isLive = (row: TradeOrderRow) => row.status === 'open' || row.status === 'pending';
const kindOf = (row: TradeOrderRow): MarketKind => (row.marketKind === 'swap' ? 'swap' : 'spot');

/** The rows of one market (venue, spot or perpetual, pair), which one open-orders request covers. */
function byMarket(rows: TradeOrderRow[]): TradeOrderRow[][] {
  const groups = new Map<string, TradeOrderRow[]>();
  for (const row of rows) {
    const key = `${row.web}|${kindOf(row)}|${row.base}|${row.quote}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * Looks up the live orders among `rows` on their venues and records what changed; answers the rows
 * with the venue's word where it was had. A venue that does not answer leaves its rows as stored.
 */
export async function refreshOpenOrders(
  deps: TradeDeps,
  orders: OrderRepository,
  userId: number,
  rows: TradeOrderRow[],
): Promise<TradeOrderRow[]> {
  const live = rows.filter(isLive);
  if (live.length === 0) return rows;
  const connectorOf = accountConnectors(deps, userId);
  const refreshed = new Map<string, TradeOrderRow>();
  const settle = async (row: TradeOrderRow, order: OrderState) => {
    const changed = order.status !== row.status || order.filled !== row.filled || order.id !== row.venueOrderId;
    if (changed) {
      const owner = { userId, web: row.web, base: row.base, quote: row.quote, scheduleCode: row.scheduleCode, marketKind: kindOf(row) };
      await orders.record(owner, order, row.clientOrderId);
    }
    refreshed.set(row.clientOrderId, {
      ...row,
      status: order.status,
      filled: order.filled,
      average: order.average,
      venueOrderId: order.id,
    });
  };
  await Promise.all(
    byMarket(live).map(async (market) => {
      const first = market[0]!;
      const symbol = ccxtSymbol(first.base, first.quote, kindOf(first));
      try {
        const connector = await connectorOf(first.web);
        if (!connector) return;
        const listed = new Map<string, OrderState>();
        for (const order of await connector.fetchOpenOrders(symbol)) if (order.clientOrderId) listed.set(order.clientOrderId, order);
        await Promise.all(
          market.map(async (row) => {
            const open = listed.get(row.clientOrderId);
            try {
              await settle(row, open ?? (await connector.fetchOrder(symbol, { clientOrderId: row.clientOrderId })));
            } catch {
              // Not found (a pending order that never arrived) or no answer: the stored state is shown.
            }
          }),
        );
      } catch {
        // The venue is not answering: the stored state is shown.
      }
    }),
  );
  return rows.map((row) => refreshed.get(row.clientOrderId) ?? row);
}
