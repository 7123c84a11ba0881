// The futures venue's state: per account a USDT wallet, per account and symbol a position and its
// settings (leverage, margin type), every user order (open ones indexed apart), trades, the
// wallet's income ledger, and per symbol the funding history, the admin's settings and the premium
// fills have pushed the price to (premium.ts). Only the commands in futures.ts change it, through
// the journal, so a replay rebuilds it exactly.
import { atoms } from '../decimal.ts';
import type { Side } from '../engine/types.ts';
import { DEFAULT_FUNDING_RATE, DEFAULT_LEVERAGE } from './contracts.ts';
import { pushPremium } from './premium.ts';
import type {
  ContractSettings,
  FundingEvent,
  FuturesOrder,
  FuturesTrade,
  Income,
  Position,
  Premium,
  SymbolSettings,
  Wallet,
} from './types.ts';

const key = (accountId: number, symbol: string) => `${accountId}:${symbol}`;

function append<V>(lists: Map<string | number, V[]>, listKey: string | number, value: V): void {
  const list = lists.get(listKey);
  if (list) list.push(value);
  else lists.set(listKey, [value]);
}

export class FuturesLedger {
  readonly wallets = new Map<number, Wallet>();
  readonly positions = new Map<string, Position>();
  readonly settings = new Map<string, SymbolSettings>();
  /** Every order by id, and the open ones apart (ascending id within a symbol). */
  readonly orders = new Map<number, FuturesOrder>();
  readonly open = new Map<number, FuturesOrder>();
  private readonly ordersByAccount = new Map<string, FuturesOrder[]>();
  private readonly tradesByAccount = new Map<string, FuturesTrade[]>();
  private readonly incomeByAccount = new Map<number, Income[]>();
  readonly funding = new Map<string, FundingEvent[]>();
  readonly contracts = new Map<string, ContractSettings>();
  /** By symbol; a symbol no fill has moved trades at its index. */
  readonly premiums = new Map<string, Premium>();
  lastFundingTime: number | null = null;
  nextOrderId = 1;
  nextTradeId = 1;
  nextIncomeId = 1;

  /** The account's wallet (an empty one, not stored, when it never had funds). */
  wallet(accountId: number): Wallet {
    return this.wallets.get(accountId) ?? { atoms: 0n, updateTime: 0 };
  }

  /** The account's position in a symbol; a flat one when it has none. */
  position(accountId: number, symbol: string): Position {
    return this.positions.get(key(accountId, symbol)) ?? { accountId, symbol, lots: 0, costAtoms: 0n, isolatedAtoms: 0n, updateTime: 0 };
  }

  setPosition(position: Position): void {
    if (position.lots === 0) this.positions.delete(key(position.accountId, position.symbol));
    else this.positions.set(key(position.accountId, position.symbol), position);
  }

  positionsOf(accountId: number): Position[] {
    return [...this.positions.values()].filter((position) => position.accountId === accountId);
  }

  symbolSettings(accountId: number, symbol: string): SymbolSettings {
    return this.settings.get(key(accountId, symbol)) ?? { leverage: DEFAULT_LEVERAGE, marginType: 'CROSSED' };
  }

  setSymbolSettings(accountId: number, symbol: string, settings: SymbolSettings): void {
    this.settings.set(key(accountId, symbol), settings);
  }

  /** A symbol's admin settings (the defaults, not stored, until the admin changes one). */
  contract(symbol: string): ContractSettings {
    return this.contracts.get(symbol) ?? { pinnedMarkTicks: null, fundingRateAtoms: atoms(DEFAULT_FUNDING_RATE) };
  }

  /** Leans a symbol's price after a fill against the house; a pinned mark is the price, so nothing moves. */
  movePremium(symbol: string, side: Side, quoteAtoms: bigint, time: number): void {
    if (this.contract(symbol).pinnedMarkTicks !== null) return;
    this.premiums.set(symbol, pushPremium(this.premiums.get(symbol), time, side, quoteAtoms));
  }

  addOrder(order: FuturesOrder): void {
    this.orders.set(order.id, order);
    append(this.ordersByAccount, key(order.accountId, order.symbol), order);
    if (order.status === 'NEW' || order.status === 'PARTIALLY_FILLED') this.open.set(order.id, order);
  }

  /** Call after an order's status changes. */
  settle(order: FuturesOrder): void {
    if (order.status !== 'NEW' && order.status !== 'PARTIALLY_FILLED') this.open.delete(order.id);
  }

  openOrders(accountId: number, symbol?: string): FuturesOrder[] {
    return [...this.open.values()].filter((order) => order.accountId === accountId && (symbol === undefined || order.symbol === symbol));
  }

  openOrdersOfSymbol(symbol: string): FuturesOrder[] {
    return [...this.open.values()].filter((order) => order.symbol === symbol).sort((a, b) => a.id - b.id);
  }

  accountOrders(accountId: number, symbol: string): readonly FuturesOrder[] {
    return this.ordersByAccount.get(key(accountId, symbol)) ?? [];
  }

  /** By id, or as Binance does by client order id: the latest order of the account that carried it. */
  findOrder(accountId: number, symbol: string, lookup: { orderId?: number; clientOrderId?: string }): FuturesOrder | undefined {
    if (lookup.orderId !== undefined) {
      const order = this.orders.get(lookup.orderId);
      if (!order || order.accountId !== accountId || order.symbol !== symbol) return undefined;
      if (lookup.clientOrderId !== undefined && order.clientOrderId !== lookup.clientOrderId) return undefined;
      return order;
    }
    return this.accountOrders(accountId, symbol).findLast((order) => order.clientOrderId === lookup.clientOrderId);
  }

  addTrade(trade: FuturesTrade): void {
    append(this.tradesByAccount, key(trade.accountId, trade.symbol), trade);
  }

  accountTrades(accountId: number, symbol: string): readonly FuturesTrade[] {
    return this.tradesByAccount.get(key(accountId, symbol)) ?? [];
  }

  allTrades(): FuturesTrade[] {
    return [...this.tradesByAccount.values()].flat().sort((a, b) => a.id - b.id);
  }

  addIncome(entry: Omit<Income, 'id'>): Income {
    const income = { id: this.nextIncomeId++, ...entry };
    append(this.incomeByAccount, income.accountId, income);
    return income;
  }

  restoreIncome(income: Income): void {
    append(this.incomeByAccount, income.accountId, income);
  }

  accountIncome(accountId: number): readonly Income[] {
    return this.incomeByAccount.get(accountId) ?? [];
  }

  allIncome(): Income[] {
    return [...this.incomeByAccount.values()].flat().sort((a, b) => a.id - b.id);
  }

  /** Moves the wallet and notes when. */
  credit(accountId: number, amount: bigint, time: number): void {
    const wallet = this.wallet(accountId);
    this.wallets.set(accountId, { atoms: wallet.atoms + amount, updateTime: time });
  }
}
