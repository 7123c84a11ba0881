// The one CEX connector: any exchange ccxt supports, spot and perpetual futures (a swap symbol such
// as BTC/USDT:USDT routes ccxt's unified calls to the venue's futures API).
// Every operation runs under a request intent (priority, new orders) that the rate governor reads
// for each HTTP request ccxt makes, and every ccxt error is converted here into the product's
// venue errors, naming venue, pair, side and amount.
import { type Exchange, MarginModeAlreadySet, type Transaction } from 'ccxt';
import type { Clock } from '../clock.ts';
import { convertVenueError } from './convert-error.ts';
import {
  assetBalances,
  candle,
  marketInfo,
  orderBookSnapshot,
  orderState,
  ownTrade,
  positionState,
  publicTrade,
  tickerSnapshot,
  withKnown,
} from './ccxt-mapping.ts';
import type { VenueCallContext } from './errors.ts';
import type { RateGovernor } from './governor/rate-governor.ts';
import { type RequestIntent, runWithIntent } from './governor/request-intent.ts';
import { PERMISSION_PROBES } from './key-permissions.ts';
import type {
  AssetBalance,
  Candle,
  CapitalTransfer,
  ExchangeConnector,
  KeyPermissions,
  MarginMode,
  MarketInfo,
  OrderBookSnapshot,
  OrderInput,
  OrderRef,
  OrderState,
  OwnTrade,
  PositionState,
  PublicTrade,
  TickerSnapshot,
  TransferStatus,
} from './types.ts';
import type { MarketKind, VenueDefinition } from './venue-definition.ts';
import { quirksOf } from './venue-quirks.ts';

const READ: RequestIntent = { priority: 'read', newOrders: 0 };
const CANCEL: RequestIntent = { priority: 'cancel', newOrders: 0 };
const NEW_ORDER: RequestIntent = { priority: 'order', newOrders: 1 };
/** Leverage and margin mode: sent before the order they prepare, so they leave in its rank. */
const ACCOUNT_SETTING: RequestIntent = { priority: 'order', newOrders: 0 };

/**
 * Deposit and withdrawal history is read in windows of 90 days (the longest span Binance answers
 * at once; ccxt's binance asks for since + 90 days) and pages of 1,000; a full page is followed by
 * the next through Binance's `offset` parameter.
 */
const TRANSFER_WINDOW_MS = 90 * 86_400_000;
const TRANSFER_PAGE = 1_000;
const TRANSFER_STATUSES: readonly TransferStatus[] = ['pending', 'ok', 'failed', 'canceled'];

function capitalTransfer(transaction: Transaction, type: CapitalTransfer['type']): CapitalTransfer | null {
  if (transaction.timestamp == null || transaction.amount == null || !transaction.currency) return null;
  const status = TRANSFER_STATUSES.find((known) => known === transaction.status) ?? 'pending';
  const fee =
    transaction.fee?.cost == null ? null : { currency: transaction.fee.currency ?? transaction.currency, cost: transaction.fee.cost };
  return {
    id: transaction.id ?? `${transaction.txid ?? ''}:${transaction.timestamp}`,
    type,
    asset: transaction.currency,
    amount: transaction.amount,
    fee,
    status,
    timestamp: transaction.timestamp,
    txid: transaction.txid ?? null,
    network: transaction.network ?? null,
    address: transaction.address ?? null,
  };
}

/** ccxt's params naming an order by the client order id it was placed with (ccxt's unified param). */
const refParams = (ref: OrderRef): Record<string, string> => (ref.clientOrderId !== undefined ? { clientOrderId: ref.clientOrderId } : {});

export class CcxtConnector implements ExchangeConnector {
  readonly venue: string;

  constructor(
    readonly definition: VenueDefinition,
    private readonly exchange: Exchange,
    private readonly governor: RateGovernor,
    private readonly clock: Clock,
  ) {
    this.venue = definition.id;
  }

  private async call<T>(
    context: Omit<VenueCallContext, 'venue'>,
    intent: RequestIntent,
    run: (exchange: Exchange) => Promise<T>,
  ): Promise<T> {
    try {
      return await runWithIntent(intent, () => run(this.exchange));
    } catch (error) {
      throw convertVenueError(error, { venue: this.venue, ...context }, this.governor.pausedUntil - this.clock.now());
    }
  }

  /** Markets load once per connector (ccxt caches them); order calls need them first. */
  private ensureMarkets(operation: string): Promise<unknown> {
    return this.call({ operation }, READ, (exchange) => exchange.loadMarkets());
  }

  async loadMarkets(reload = false): Promise<MarketInfo[]> {
    const markets = await this.call({ operation: 'loadMarkets' }, READ, (exchange) => exchange.loadMarkets(reload));
    return Object.values(markets)
      .filter((market) => market !== undefined && (market.spot || market.swap))
      .map((market) => marketInfo(market!));
  }

  async fetchOrderBook(symbol: string, limit?: number): Promise<OrderBookSnapshot> {
    await this.ensureMarkets('fetchOrderBook');
    const book = await this.call({ operation: 'fetchOrderBook', symbol }, READ, (exchange) => exchange.fetchOrderBook(symbol, limit));
    return orderBookSnapshot(book, symbol);
  }

  async fetchTicker(symbol: string): Promise<TickerSnapshot> {
    await this.ensureMarkets('fetchTicker');
    return tickerSnapshot(await this.call({ operation: 'fetchTicker', symbol }, READ, (exchange) => exchange.fetchTicker(symbol)), symbol);
  }

  async fetchOHLCV(symbol: string, timeframe: string, options: { since?: number; limit?: number } = {}): Promise<Candle[]> {
    await this.ensureMarkets('fetchOHLCV');
    const rows = await this.call({ operation: 'fetchOHLCV', symbol }, READ, (exchange) =>
      exchange.fetchOHLCV(symbol, timeframe, options.since, options.limit),
    );
    return rows.map(candle);
  }

  async fetchTrades(symbol: string, limit?: number): Promise<PublicTrade[]> {
    await this.ensureMarkets('fetchTrades');
    const trades = await this.call({ operation: 'fetchTrades', symbol }, READ, (exchange) =>
      exchange.fetchTrades(symbol, undefined, limit),
    );
    return trades.map(publicTrade);
  }

  async fetchBalance(kind: MarketKind = 'spot'): Promise<AssetBalance[]> {
    // ccxt's unified `type` parameter picks the wallet (Binance: the USD-M futures account for 'swap').
    const params = kind === 'swap' ? { type: 'swap' } : {};
    if (kind === 'swap') await this.ensureMarkets('fetchBalance');
    return assetBalances(await this.call({ operation: 'fetchBalance' }, READ, (exchange) => exchange.fetchBalance(params)));
  }

  async createOrder(input: OrderInput): Promise<OrderState> {
    if (!input.clientOrderId) throw new Error('createOrder needs a client order id, so a retry cannot place the order twice');
    await this.ensureMarkets('createOrder');
    const context = {
      operation: 'createOrder',
      symbol: input.symbol,
      side: input.side,
      amount: input.amount,
      clientOrderId: input.clientOrderId,
    };
    const params: Record<string, unknown> = { clientOrderId: input.clientOrderId };
    if (input.timeInForce) params['timeInForce'] = input.timeInForce;
    if (input.postOnly) params['postOnly'] = true;
    // ccxt's unified self-trade prevention parameter (Binance: selfTradePreventionMode).
    if (input.allowSelfTrade) params['selfTradePrevention'] = 'NONE';
    if (input.reduceOnly) params['reduceOnly'] = true;
    const order = await this.call({ ...context, ...(input.price === undefined ? {} : { price: input.price }) }, NEW_ORDER, (exchange) =>
      exchange.createOrder(input.symbol, input.type, input.side, input.amount, input.price, params),
    );
    // Some venues answer a new order with its id only: the caller still learns what it sent.
    return orderState(
      withKnown(order, { clientOrderId: input.clientOrderId, symbol: input.symbol, side: input.side, amount: input.amount }),
    );
  }

  async cancelOrder(symbol: string, ref: OrderRef): Promise<OrderState> {
    await this.ensureMarkets('cancelOrder');
    const context = { operation: 'cancelOrder', symbol, ...(ref.id ? { orderId: ref.id } : { clientOrderId: ref.clientOrderId }) };
    const order = await this.call(context, CANCEL, (exchange) => exchange.cancelOrder(ref.id ?? '', symbol, refParams(ref)));
    return orderState(withKnown(order, { symbol }));
  }

  async cancelAllOrders(symbol: string): Promise<OrderState[]> {
    await this.ensureMarkets('cancelAllOrders');
    const orders = await this.call({ operation: 'cancelAllOrders', symbol }, CANCEL, (exchange) => exchange.cancelAllOrders(symbol));
    return orders.map((order) => orderState(withKnown(order, { symbol })));
  }

  async fetchOpenOrders(symbol?: string): Promise<OrderState[]> {
    await this.ensureMarkets('fetchOpenOrders');
    const context = { operation: 'fetchOpenOrders', ...(symbol ? { symbol } : {}) };
    return (await this.call(context, READ, (exchange) => exchange.fetchOpenOrders(symbol))).map(orderState);
  }

  async fetchOrder(symbol: string, ref: OrderRef): Promise<OrderState> {
    await this.ensureMarkets('fetchOrder');
    const context = { operation: 'fetchOrder', symbol, ...(ref.id ? { orderId: ref.id } : { clientOrderId: ref.clientOrderId }) };
    return orderState(await this.call(context, READ, (exchange) => exchange.fetchOrder(ref.id ?? '', symbol, refParams(ref))));
  }

  async fetchMyTrades(symbol: string, options: { since?: number; limit?: number } = {}): Promise<OwnTrade[]> {
    await this.ensureMarkets('fetchMyTrades');
    const trades = await this.call({ operation: 'fetchMyTrades', symbol }, READ, (exchange) =>
      exchange.fetchMyTrades(symbol, options.since, options.limit),
    );
    return trades.map(ownTrade);
  }

  fetchDeposits(since: number): Promise<CapitalTransfer[]> {
    return this.fetchTransfers('deposit', since);
  }

  fetchWithdrawals(since: number): Promise<CapitalTransfer[]> {
    return this.fetchTransfers('withdrawal', since);
  }

  private async fetchTransfers(type: CapitalTransfer['type'], since: number): Promise<CapitalTransfer[]> {
    const operation = type === 'deposit' ? 'fetchDeposits' : 'fetchWithdrawals';
    if (!this.exchange.has[operation]) return [];
    await this.ensureMarkets(operation);
    const found = new Map<string, CapitalTransfer>();
    const now = this.clock.now();
    for (let start = since; start <= now; start += TRANSFER_WINDOW_MS + 1) {
      for (let offset = 0; ; offset += TRANSFER_PAGE) {
        const params = offset > 0 ? { offset } : {};
        const page = await this.call({ operation }, READ, (exchange) =>
          type === 'deposit'
            ? exchange.fetchDeposits(undefined, start, TRANSFER_PAGE, params)
            : exchange.fetchWithdrawals(undefined, start, TRANSFER_PAGE, params),
        );
        const before = found.size;
        for (const transaction of page) {
          const transfer = capitalTransfer(transaction, type);
          if (transfer && transfer.timestamp <= start + TRANSFER_WINDOW_MS) found.set(transfer.id, transfer);
        }
        // A venue that ignores `offset` answers the same page again: nothing new, stop.
        if (page.length < TRANSFER_PAGE || found.size === before) break;
      }
    }
    return [...found.values()].sort((a, b) => a.timestamp - b.timestamp);
  }

  async fetchPositions(symbols?: string[]): Promise<PositionState[]> {
    await this.ensureMarkets('fetchPositions');
    const context = { operation: 'fetchPositions', ...(symbols?.length === 1 ? { symbol: symbols[0]! } : {}) };
    const positions = await this.call(context, READ, (exchange) => exchange.fetchPositions(symbols));
    return positions.flatMap((position) => positionState(position) ?? []);
  }

  async setLeverage(symbol: string, leverage: number): Promise<void> {
    await this.ensureMarkets('setLeverage');
    await this.call({ operation: 'setLeverage', symbol }, ACCOUNT_SETTING, (exchange) => exchange.setLeverage(leverage, symbol));
  }

  async setMarginMode(symbol: string, mode: MarginMode): Promise<void> {
    await this.ensureMarkets('setMarginMode');
    // The mode the symbol already has is what was asked for (Binance answers -4046, which ccxt's
    // binance class raises as MarginModeAlreadySet by default).
    await this.call({ operation: 'setMarginMode', symbol }, ACCOUNT_SETTING, (exchange) =>
      exchange.setMarginMode(mode, symbol).catch((error: unknown) => {
        if (!(error instanceof MarginModeAlreadySet)) throw error;
      }),
    );
  }

  async fetchKeyPermissions(): Promise<KeyPermissions | null> {
    const probe = quirksOf(this.definition)?.permissionProbe;
    if (!probe) return null;
    return this.call({ operation: 'fetchKeyPermissions' }, READ, (exchange) => PERMISSION_PROBES[probe](exchange));
  }
}
