// The USD-M perpetual futures side of a sandbox venue: its commands and their effects. A command
// checks what it can, then goes through the venue's journal as a record carrying every input it
// depends on (the marks it saw included); apply() turns a record into state changes the same way
// when it is accepted and when a restart replays it. Mark updates and funding are commands too,
// issued by the driver (driver.ts) as the venue's clock moves, and mark updates also right after a
// fill, which moves the price (premium.ts).
import { atoms as parseAmount, parseAtoms } from '../decimal.ts';
import type { Accounts } from '../engine/accounts.ts';
import type { Market } from '../engine/market.ts';
import { venueErrors } from '../venue-error.ts';
import { FUNDING_INTERVAL_MS, fundingTimeAfter, MAX_LEVERAGE, perpetualMarkets, SETTLE_ASSET } from './contracts.ts';
import { futuresErrors } from './errors.ts';
import { cancelAllOrders, cancelOrder, type ExecutionContext, fillRestingOrders, placeOrder, reached } from './execution.ts';
import { FuturesLedger } from './ledger.ts';
import {
  type AccountFigures,
  accountFigures,
  maxWithdrawAtoms,
  openOrderInitialMargin,
  type PositionFigures,
  symbolFigures,
} from './margin.ts';
import { MarkSource } from './marks.ts';
import { PPB, premiumAt } from './premium.ts';
import { liquidateReached, nextLiquidation, settleFunding } from './settlement.ts';
import type {
  ContractSettings,
  FuturesOrder,
  FuturesPlaceCommand,
  FuturesRecord,
  Income,
  MarginType,
  Marks,
  SymbolSettings,
  TransferDirection,
} from './types.ts';

export interface FuturesOptions {
  /** The venue's spot markets; those quoted in USDT get a perpetual. */
  markets: Iterable<Market>;
  accounts: Accounts;
  now: () => number;
  reference?: ((symbol: string, t: number) => number | undefined) | undefined;
  lastSpotTicks: (symbol: string) => number;
  /** Applies a record through apply() and journals it (the venue's commit). */
  commit: (record: FuturesRecord) => unknown;
}

export interface ContractUpdate {
  /** A price in ticks to pin the mark to, or null to let it follow the index again. */
  pinnedMarkTicks?: number | null;
  fundingRateAtoms?: bigint;
}

export class Futures {
  readonly contracts: ReadonlyMap<string, Market>;
  readonly ledger = new FuturesLedger();
  private readonly markSource: MarkSource;
  private readonly context: ExecutionContext;

  constructor(private readonly options: FuturesOptions) {
    this.contracts = new Map(perpetualMarkets(options.markets).map((market) => [market.symbol, market]));
    this.markSource = new MarkSource({
      contracts: this.contracts,
      reference: options.reference,
      lastSpotTicks: options.lastSpotTicks,
      pinnedTicks: (symbol) => this.ledger.contract(symbol).pinnedMarkTicks,
      premiumPpb: (symbol, t) => premiumAt(this.ledger.premiums.get(symbol), t),
    });
    this.context = { ledger: this.ledger, contracts: this.contracts, accounts: options.accounts };
  }

  contract(symbol: string): Market {
    const market = this.contracts.get(symbol);
    if (!market) throw venueErrors.invalidSymbol();
    return market;
  }

  markTicks(symbol: string, t = this.options.now()): number {
    return this.markSource.mark(symbol, t);
  }

  /** What the mark was at a long-past instant: its index then (or the pin), the premium being unknown. */
  pastMarkTicks(symbol: string, t: number): number {
    return this.markSource.mark(symbol, t, false);
  }

  /** How far the price stands from the index at `t`, as a signed fraction (0.01: 1% above). */
  premium(symbol: string, t = this.options.now()): number {
    return premiumAt(this.ledger.premiums.get(symbol), t) / PPB;
  }

  indexTicks(symbol: string, t = this.options.now()): number {
    return this.markSource.index(symbol, t);
  }

  marks(t = this.options.now()): Marks {
    return this.markSource.marks(t);
  }

  figures(accountId: number, marks = this.marks()): AccountFigures {
    return accountFigures(this.context, accountId, marks);
  }

  /** One symbol's position figures (a flat position's when there is none), from `figures(accountId, marks)`. */
  positionFigures(account: AccountFigures, accountId: number, symbol: string, marks: Marks): PositionFigures {
    return symbolFigures(this.context, account, accountId, symbol, marks);
  }

  /** The initial margin an account's open orders in a symbol hold. */
  openOrderMargin(accountId: number, symbol: string): bigint {
    let total = 0n;
    for (const order of this.ledger.openOrders(accountId, symbol)) total += openOrderInitialMargin(this.context, order);
    return total;
  }

  /** Credits an account's opening futures balance (not listed as a transfer). */
  fund(accountId: number, amount: string): void {
    this.options.commit({ t: 'futures.fund', ts: this.options.now(), accountId, atoms: parseAmount(amount).toString() });
  }

  /** Moves USDT between the account's spot and futures wallets; the income entry's id is the tranId. */
  transfer(accountId: number, asset: string, amount: string, direction: TransferDirection): Income {
    if (asset !== SETTLE_ASSET) throw futuresErrors.unsupportedAsset();
    const parsed = parseAtoms(amount);
    if (!parsed.ok) throw parsed.reason === 'too-precise' ? venueErrors.tooPrecise('amount') : venueErrors.invalidParameter('amount');
    if (parsed.atoms <= 0n) throw venueErrors.invalidParameter('amount');
    const ts = this.options.now();
    return this.options.commit({
      t: 'futures.transfer',
      ts,
      accountId,
      atoms: parsed.atoms.toString(),
      direction,
      marks: this.marks(ts),
    }) as Income;
  }

  setLeverage(accountId: number, symbol: string, leverage: number): SymbolSettings {
    this.contract(symbol);
    const ts = this.options.now();
    return this.options.commit({ t: 'futures.leverage', ts, accountId, symbol, leverage, marks: this.marks(ts) }) as SymbolSettings;
  }

  setMarginType(accountId: number, symbol: string, marginType: MarginType): SymbolSettings {
    this.contract(symbol);
    return this.options.commit({ t: 'futures.marginType', ts: this.options.now(), accountId, symbol, marginType }) as SymbolSettings;
  }

  placeOrder(command: FuturesPlaceCommand): FuturesOrder {
    this.contract(command.symbol);
    const ts = this.options.now();
    const order = this.options.commit({ t: 'futures.place', ts, marks: this.marks(ts), ...command }) as FuturesOrder;
    // A fill moved the price: resting orders and liquidation prices it now reaches are dealt with
    // before the client hears back, not a second later on the driver's next tick.
    if (order.executedLots > 0) this.settleMarks();
    return order;
  }

  cancelOrder(accountId: number, symbol: string, lookup: { orderId?: number; clientOrderId?: string }): FuturesOrder {
    this.contract(symbol);
    return this.options.commit({ t: 'futures.cancel', ts: this.options.now(), accountId, symbol, ...lookup }) as FuturesOrder;
  }

  cancelAllOrders(accountId: number, symbol: string): FuturesOrder[] {
    this.contract(symbol);
    return this.options.commit({ t: 'futures.cancelAll', ts: this.options.now(), accountId, symbol }) as FuturesOrder[];
  }

  /** The admin's settings of a symbol: a pinned mark, the funding rate. */
  configureContract(symbol: string, update: ContractUpdate): ContractSettings {
    this.contract(symbol);
    return this.options.commit({
      t: 'futures.contract',
      ts: this.options.now(),
      symbol,
      ...(update.pinnedMarkTicks === undefined ? {} : { pinnedMarkTicks: update.pinnedMarkTicks }),
      ...(update.fundingRateAtoms === undefined ? {} : { fundingRateAtoms: update.fundingRateAtoms.toString() }),
    }) as ContractSettings;
  }

  /**
   * Takes the marks of now and, when they reach a resting order's price or a position's
   * liquidation price, records them so the fills and liquidations happen (and replay). Returns
   * whether anything happened. Nothing is recorded while nothing is reached.
   */
  updateMarks(): boolean {
    if (this.ledger.open.size === 0 && this.ledger.positions.size === 0) return false;
    const ts = this.options.now();
    const marks = this.marks(ts);
    const anyOrder = [...this.ledger.open.values()].some((order) => reached(order, marks[order.symbol]!));
    if (!anyOrder && !nextLiquidation(this.context, marks)) return false;
    this.options.commit({ t: 'futures.mark', ts, marks });
    return true;
  }

  /**
   * Records marks until they reach nothing more: each resting fill leans the price again, which
   * may reach the next order. Every round fills or expires an order or closes a position, so it
   * ends; the guard only bounds it.
   */
  settleMarks(): void {
    for (let guard = 2 * this.ledger.open.size + this.ledger.positions.size; guard >= 0 && this.updateMarks(); guard--);
  }

  /** Settles every funding time that has passed since the last one (the first: after `since`). */
  settleDueFunding(since: number): void {
    const now = this.options.now();
    const last = this.ledger.lastFundingTime;
    for (let next = last === null ? fundingTimeAfter(since) : last + FUNDING_INTERVAL_MS; next <= now; next += FUNDING_INTERVAL_MS) {
      this.options.commit({ t: 'futures.funding', ts: now, fundingTime: next, marks: this.marks(next) });
    }
  }

  apply(record: FuturesRecord): unknown {
    const { ledger, context } = this;
    switch (record.t) {
      case 'futures.fund':
        ledger.credit(record.accountId, BigInt(record.atoms), record.ts);
        return undefined;
      case 'futures.transfer':
        return this.applyTransfer(record);
      case 'futures.leverage':
        return this.applyLeverage(record);
      case 'futures.marginType':
        return this.applyMarginType(record.accountId, record.symbol, record.marginType);
      case 'futures.place': {
        const { t: _t, ts, marks, ...command } = record;
        if (!context.accounts.get(command.accountId)) throw new Error(`unknown account ${command.accountId}`);
        return placeOrder(context, command, marks, ts);
      }
      case 'futures.cancel':
        return cancelOrder(context, record.accountId, record.symbol, record, record.ts);
      case 'futures.cancelAll':
        return cancelAllOrders(context, record.accountId, record.symbol, record.ts);
      case 'futures.mark':
        for (const symbol of this.contracts.keys()) fillRestingOrders(context, symbol, record.marks[symbol]!, record.ts);
        liquidateReached(context, record.marks, record.ts);
        return undefined;
      case 'futures.funding':
        settleFunding(context, record.fundingTime, record.marks, record.fundingTime);
        liquidateReached(context, record.marks, record.ts);
        return undefined;
      case 'futures.contract': {
        const settings = { ...ledger.contract(record.symbol) };
        if (record.pinnedMarkTicks !== undefined) settings.pinnedMarkTicks = record.pinnedMarkTicks;
        if (record.fundingRateAtoms !== undefined) settings.fundingRateAtoms = BigInt(record.fundingRateAtoms);
        ledger.contracts.set(record.symbol, settings);
        return settings;
      }
    }
  }

  private applyTransfer(record: Extract<FuturesRecord, { t: 'futures.transfer' }>): Income {
    const { accounts } = this.context;
    const amount = BigInt(record.atoms);
    if (!accounts.get(record.accountId)) throw new Error(`unknown account ${record.accountId}`);
    if (record.direction === 'toFutures') {
      if (!accounts.canLock(record.accountId, SETTLE_ASSET, amount)) throw futuresErrors.transferInsufficient();
      accounts.withdraw(record.accountId, SETTLE_ASSET, amount);
      this.ledger.credit(record.accountId, amount, record.ts);
    } else {
      if (maxWithdrawAtoms(this.figures(record.accountId, record.marks)) < amount) throw futuresErrors.transferInsufficient();
      this.ledger.credit(record.accountId, -amount, record.ts);
      accounts.deposit(record.accountId, SETTLE_ASSET, amount);
    }
    const atoms = record.direction === 'toFutures' ? amount : -amount;
    return this.ledger.addIncome({ accountId: record.accountId, symbol: '', type: 'TRANSFER', atoms, time: record.ts, tradeId: null });
  }

  private applyLeverage(record: Extract<FuturesRecord, { t: 'futures.leverage' }>): SymbolSettings {
    if (!Number.isInteger(record.leverage) || record.leverage < 1 || record.leverage > MAX_LEVERAGE) throw futuresErrors.invalidLeverage();
    const before = this.ledger.symbolSettings(record.accountId, record.symbol);
    const after = { ...before, leverage: record.leverage };
    this.ledger.setSymbolSettings(record.accountId, record.symbol, after);
    // Lowering leverage raises the margin positions and orders hold: refused if the wallet cannot.
    if (record.leverage < before.leverage && this.figures(record.accountId, record.marks).availableAtoms < 0n) {
      this.ledger.setSymbolSettings(record.accountId, record.symbol, before);
      throw futuresErrors.leverageTooSmall();
    }
    return after;
  }

  private applyMarginType(accountId: number, symbol: string, marginType: MarginType): SymbolSettings {
    const before = this.ledger.symbolSettings(accountId, symbol);
    if (before.marginType === marginType) throw futuresErrors.noNeedToChangeMarginType();
    if (this.ledger.position(accountId, symbol).lots !== 0) throw futuresErrors.marginTypeWithPosition();
    if (this.ledger.openOrders(accountId, symbol).length > 0) throw futuresErrors.marginTypeWithOrders();
    const after = { ...before, marginType };
    this.ledger.setSymbolSettings(accountId, symbol, after);
    return after;
  }
}
