// The venue's whole state as plain JSON (amounts as decimal-free integer strings) and back. Open
// orders are listed in queue order per book side, so a restored book keeps time priority.
import type { AccountKind, Accounts } from '../engine/accounts.ts';
import type { MatchingEngine } from '../engine/matching-engine.ts';
import type { Order } from '../engine/types.ts';
import { decodeFutures, encodeFutures, type FuturesSnapshot } from '../futures/codec.ts';
import type { FuturesLedger } from '../futures/ledger.ts';
import type { SecretBox } from '../store/secret-box.ts';
import type { ApiKeys } from './api-keys.ts';
import type { Candle, Interval } from './candles.ts';
import type { AccountTrade, History } from './history.ts';
import type { MarketData, TapeTrade } from './market-data.ts';
import type { CapitalTransfer, Transfers } from './transfers.ts';

/** The parts of a venue a snapshot holds (the venue passes itself; the codec never imports it). */
export interface VenueState {
  readonly accounts: Accounts;
  readonly engine: MatchingEngine;
  readonly history: History;
  readonly marketData: MarketData;
  readonly keys: ApiKeys;
  readonly labels: Map<string, number>;
  readonly secretBox: SecretBox;
  readonly transfers: Transfers;
  readonly futures: { readonly ledger: FuturesLedger };
}

type Json<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };
type StoredOrder = Json<Omit<Order, 'prev' | 'next'>>;

export interface VenueSnapshot {
  format: 1;
  accounts: Array<{
    id: number;
    kind: AccountKind;
    label?: string;
    makerFeePpm: number;
    takerFeePpm: number;
    createdAt: number;
    balances: Array<[string, string, string]>;
  }>;
  fees: Array<[string, string]>;
  keys: Array<{ apiKey: string; secret: string; accountId: number; read: boolean; trade: boolean; withdraw: boolean; createdAt: number }>;
  markets: Array<{ symbol: string; nextOrderId: number; nextTradeId: number; lastPriceTicks: number; updateId: number; open: number[] }>;
  orders: StoredOrder[];
  trades: Array<Json<AccountTrade>>;
  tapes: Array<{ symbol: string; trades: Array<Json<TapeTrade>> }>;
  candles: Array<{ symbol: string; interval: Interval; candles: Array<Json<Candle>> }>;
  /** Deposits and withdrawals (absent from snapshots written before they were kept). */
  transfers?: Array<Json<CapitalTransfer>>;
  /** The USD-M futures (absent from snapshots written before the venue had them). */
  futures?: FuturesSnapshot;
}

const encodeOrder = ({ prev: _prev, next: _next, ...order }: Order): StoredOrder => ({
  ...order,
  origQuoteAtoms: order.origQuoteAtoms.toString(),
  cumQuoteAtoms: order.cumQuoteAtoms.toString(),
  locked: order.locked.toString(),
});

const decodeOrder = (order: StoredOrder): Order => ({
  ...order,
  origQuoteAtoms: BigInt(order.origQuoteAtoms),
  cumQuoteAtoms: BigInt(order.cumQuoteAtoms),
  locked: BigInt(order.locked),
  prev: null,
  next: null,
});

const encodeCandle = (c: Candle): Json<Candle> => ({
  ...c,
  quoteVolume: c.quoteVolume.toString(),
  takerBuyQuote: c.takerBuyQuote.toString(),
});
const decodeCandle = (c: Json<Candle>): Candle => ({ ...c, quoteVolume: BigInt(c.quoteVolume), takerBuyQuote: BigInt(c.takerBuyQuote) });

export function encodeVenue(venue: VenueState): VenueSnapshot {
  const labelOf = new Map([...venue.labels].map(([label, id]) => [id, label]));
  const orders = new Map<string, Order>();
  for (const order of venue.history.allTracked()) orders.set(`${order.symbol}:${order.id}`, order);
  const markets: VenueSnapshot['markets'] = [];
  for (const state of venue.engine.marketStates()) {
    const open: number[] = [];
    for (const side of [state.book.bids, state.book.asks]) {
      for (const level of side.fromBest()) {
        for (let order = level.head; order; order = order.next) {
          open.push(order.id);
          orders.set(`${order.symbol}:${order.id}`, order);
        }
      }
    }
    markets.push({
      symbol: state.market.symbol,
      nextOrderId: state.nextOrderId,
      nextTradeId: state.nextTradeId,
      lastPriceTicks: state.lastPriceTicks,
      updateId: state.book.updateId,
      open,
    });
  }
  const tapes: VenueSnapshot['tapes'] = [];
  const candles: VenueSnapshot['candles'] = [];
  for (const [symbol, series] of venue.marketData.entries()) {
    tapes.push({ symbol, trades: series.tape.map((trade) => ({ ...trade, quoteAtoms: trade.quoteAtoms.toString() })) });
    for (const [interval, list] of series.candles) candles.push({ symbol, interval, candles: list.candles.map(encodeCandle) });
  }
  return {
    format: 1,
    accounts: venue.accounts.all().map((account) => ({
      ...account,
      ...(labelOf.has(account.id) ? { label: labelOf.get(account.id) } : {}),
      balances: [...venue.accounts.wallet(account.id)].map(([asset, b]) => [asset, b.free.toString(), b.locked.toString()]),
    })),
    fees: [...venue.accounts.fees].map(([asset, amount]) => [asset, amount.toString()]),
    keys: venue.keys.all().map((key) => ({
      apiKey: key.apiKey,
      secret: venue.secretBox.seal(key.secret),
      accountId: key.accountId,
      ...key.permissions,
      createdAt: key.createdAt,
    })),
    markets,
    orders: [...orders.values()].map(encodeOrder),
    trades: venue.history
      .allTrades()
      .map((trade) => ({ ...trade, quoteAtoms: trade.quoteAtoms.toString(), commission: trade.commission.toString() })),
    tapes,
    candles,
    transfers: venue.transfers
      .all()
      .map((transfer) => ({ ...transfer, atoms: transfer.atoms.toString(), feeAtoms: transfer.feeAtoms.toString() })),
    futures: encodeFutures(venue.futures.ledger),
  };
}

export function decodeVenue(venue: VenueState, snapshot: VenueSnapshot, secretBox: SecretBox): void {
  if (snapshot.format !== 1) throw new Error(`unknown sandbox snapshot format ${snapshot.format}`);
  for (const account of snapshot.accounts) {
    venue.accounts.open({
      id: account.id,
      kind: account.kind,
      makerFeePpm: account.makerFeePpm,
      takerFeePpm: account.takerFeePpm,
      createdAt: account.createdAt,
    });
    if (account.label !== undefined) venue.labels.set(account.label, account.id);
    for (const [asset, free, locked] of account.balances) {
      const balance = venue.accounts.balance(account.id, asset);
      balance.free = BigInt(free);
      balance.locked = BigInt(locked);
    }
  }
  for (const [asset, amount] of snapshot.fees) venue.accounts.fees.set(asset, BigInt(amount));
  for (const key of snapshot.keys) {
    venue.keys.add({
      apiKey: key.apiKey,
      secret: secretBox.open(key.secret),
      accountId: key.accountId,
      permissions: { read: key.read, trade: key.trade, withdraw: key.withdraw },
      createdAt: key.createdAt,
    });
  }
  const orders = new Map(snapshot.orders.map((stored) => [`${stored.symbol}:${stored.id}`, decodeOrder(stored)]));
  for (const market of snapshot.markets) {
    const state = venue.engine.state(market.symbol);
    for (const id of market.open) venue.engine.restore(orders.get(`${market.symbol}:${id}`)!);
    state.nextOrderId = market.nextOrderId;
    state.nextTradeId = market.nextTradeId;
    state.lastPriceTicks = market.lastPriceTicks;
    state.book.updateId = market.updateId;
  }
  const tracked = [...orders.values()].sort((a, b) => (a.symbol === b.symbol ? a.id - b.id : a.symbol < b.symbol ? -1 : 1));
  for (const order of tracked) venue.history.trackOrder(order);
  for (const trade of snapshot.trades) {
    venue.history.restoreTrade({ ...trade, quoteAtoms: BigInt(trade.quoteAtoms), commission: BigInt(trade.commission) });
  }
  for (const tape of snapshot.tapes) {
    venue.marketData.market(tape.symbol).tape.push(...tape.trades.map((trade) => ({ ...trade, quoteAtoms: BigInt(trade.quoteAtoms) })));
  }
  for (const entry of snapshot.candles) {
    venue.marketData
      .market(entry.symbol)
      .series(entry.interval)
      .candles.push(...entry.candles.map(decodeCandle));
  }
  for (const transfer of snapshot.transfers ?? []) {
    venue.transfers.add({ ...transfer, atoms: BigInt(transfer.atoms), feeAtoms: BigInt(transfer.feeAtoms) });
  }
  if (snapshot.futures) decodeFutures(venue.futures.ledger, snapshot.futures);
}
