// One sandbox exchange's state and the commands that change it. Every accepted command is applied
// to the matching engine, feeds history and market data, and is written to the journal; start-up
// replays the journal through the same apply(), so a restarted venue is the venue that stopped.
import { atoms as parseAmount } from '../decimal.ts';
import { type Account, type AccountKind, Accounts, DEFAULT_FEE_PPM } from '../engine/accounts.ts';
import { compileMarket, type Market } from '../engine/market.ts';
import { MatchingEngine } from '../engine/matching-engine.ts';
import { type OrderRequest, parseOrderRequest } from '../engine/order-request.ts';
import type { Order, PlaceCommand, PlaceResult, StpMode } from '../engine/types.ts';
import { Futures } from '../futures/futures.ts';
import type { FuturesRecord } from '../futures/types.ts';
import { type MarketSpec, SANDBOX_MARKETS } from '../markets.ts';
import type { Journal, JournalContents } from '../store/journal.ts';
import type { SecretBox } from '../store/secret-box.ts';
import { venueErrors } from '../venue-error.ts';
import { type ApiKey, ApiKeys, type KeyPermissions, randomAlphanumeric } from './api-keys.ts';
import { History } from './history.ts';
import { MarketData } from './market-data.ts';
import { decodeVenue, encodeVenue, type VenueSnapshot } from './snapshot-codec.ts';
import { type CapitalTransfer, pseudoHash, type TransferKind, Transfers } from './transfers.ts';

export interface NewAccount {
  kind?: AccountKind;
  /** A stable name to find the account again after a restart (e.g. "demo", "lp:BTCUSDT"). */
  label?: string;
  /** Opening balances by asset, as decimal strings: { USDT: '100000', BTC: '10' }. */
  balances?: Record<string, string>;
  makerFeePpm?: number;
  takerFeePpm?: number;
  /** Opening USDT balance of the USD-M futures wallet, as a decimal string. */
  futuresBalance?: string;
}

/** Where a deposit came from or a withdrawal went; made up (deterministically) when not given. */
export interface TransferDetails {
  network?: string;
  address?: string;
  txId?: string;
}

type VenueRecord =
  | { t: 'account'; ts: number; id: number; kind: AccountKind; label?: string; makerFeePpm: number; takerFeePpm: number }
  // An account's opening balances (createAccount): credited, not listed as deposits.
  | { t: 'deposit'; ts: number; accountId: number; asset: string; atoms: string }
  // A deposit from outside or a withdrawal to outside, listed by the capital endpoints.
  | {
      t: 'transfer';
      ts: number;
      id: number;
      kind: TransferKind;
      accountId: number;
      asset: string;
      atoms: string;
      feeAtoms: string;
      network: string;
      address: string;
      txId: string;
    }
  | { t: 'key'; ts: number; apiKey: string; secret: string; accountId: number; read: boolean; trade: boolean; withdraw: boolean }
  | ({ t: 'place'; ts: number } & Omit<PlaceCommand, 'quoteAtoms'> & { quoteAtoms: string })
  | { t: 'cancel'; ts: number; accountId: number; symbol: string; orderId?: number; clientOrderId?: string }
  | { t: 'cancelAll'; ts: number; accountId: number; symbol: string }
  | FuturesRecord;

export interface VenueOptions {
  markets?: readonly MarketSpec[];
  now: () => number;
  secretBox: SecretBox;
  journal?: Journal | null;
  /** selfTradePreventionMode for orders that name none (Binance's default is EXPIRE_MAKER). */
  defaultStp?: StpMode;
  /** Called after each journaled command (the start-up code takes snapshots from here). */
  onRecorded?: () => void;
  /** The spot reference price of a symbol at a time, which the futures mark follows (see futures/marks.ts). */
  reference?: (symbol: string, t: number) => number | undefined;
}

export class Venue {
  readonly markets: ReadonlyMap<string, Market>;
  readonly accounts = new Accounts();
  readonly engine: MatchingEngine;
  readonly history: History;
  readonly marketData: MarketData;
  readonly keys = new ApiKeys();
  readonly labels = new Map<string, number>();
  readonly transfers = new Transfers();
  /** The USD-M perpetual futures of the USDT markets, on the same accounts and journal. */
  readonly futures: Futures;
  readonly defaultStp: StpMode;
  /** The venue's time source; replaced while the simulation warms a fresh venue up. */
  now: () => number;
  private journalFailure: unknown = null;
  /** Commands are applied without a journal record (see unjournalled). */
  private journalPaused = false;

  constructor(private readonly options: VenueOptions) {
    const compiled = (options.markets ?? SANDBOX_MARKETS).map(compileMarket);
    this.markets = new Map(compiled.map((market) => [market.symbol, market]));
    this.engine = new MatchingEngine(compiled, this.accounts);
    this.history = new History((accountId) => this.accounts.get(accountId)?.kind === 'user');
    this.marketData = new MarketData(compiled.map((market) => market.symbol));
    this.defaultStp = options.defaultStp ?? 'EXPIRE_MAKER';
    this.now = options.now;
    this.futures = new Futures({
      markets: compiled,
      accounts: this.accounts,
      now: () => this.now(),
      reference: options.reference,
      lastSpotTicks: (symbol) => this.engine.state(symbol).lastPriceTicks,
      commit: (record) => this.commit(record),
    });
  }

  get secretBox(): SecretBox {
    return this.options.secretBox;
  }

  market(symbol: string): Market {
    const market = this.markets.get(symbol);
    if (!market) throw venueErrors.invalidSymbol();
    return market;
  }

  accountByLabel(label: string): Account | undefined {
    const id = this.labels.get(label);
    return id === undefined ? undefined : this.accounts.get(id);
  }

  createAccount(input: NewAccount = {}): Account {
    if (input.label !== undefined && this.labels.has(input.label)) throw new Error(`an account is already labelled ${input.label}`);
    const balances = Object.entries(input.balances ?? {}).map(([asset, amount]) => [asset, parseAmount(amount)] as const);
    const id = this.accounts.peekNextId();
    this.commit({
      t: 'account',
      ts: this.now(),
      id,
      kind: input.kind ?? 'user',
      ...(input.label === undefined ? {} : { label: input.label }),
      makerFeePpm: input.makerFeePpm ?? DEFAULT_FEE_PPM,
      takerFeePpm: input.takerFeePpm ?? DEFAULT_FEE_PPM,
    });
    for (const [asset, amount] of balances) this.commit({ t: 'deposit', ts: this.now(), accountId: id, asset, atoms: amount.toString() });
    if (input.futuresBalance !== undefined) this.futures.fund(id, input.futuresBalance);
    return this.accounts.get(id)!;
  }

  /** Credits new funds to an account from outside: a deposit, listed by /sapi/v1/capital/deposit/hisrec. */
  deposit(accountId: number, asset: string, amount: string, details: TransferDetails = {}): CapitalTransfer {
    return this.transfer('deposit', accountId, asset, parseAmount(amount), 0n, details);
  }

  /**
   * Sends funds out of an account: `amount` leaves, plus `fee` (same asset) kept by the venue; listed
   * by /sapi/v1/capital/withdraw/history. Refused (-2010) when the free balance does not cover both.
   */
  withdraw(accountId: number, asset: string, amount: string, details: TransferDetails & { fee?: string } = {}): CapitalTransfer {
    const atoms = parseAmount(amount);
    const feeAtoms = parseAmount(details.fee ?? '0');
    if (!this.accounts.get(accountId)) throw new Error(`unknown account ${accountId}`);
    if (!this.accounts.canLock(accountId, asset, atoms + feeAtoms)) throw venueErrors.insufficientBalance();
    return this.transfer('withdrawal', accountId, asset, atoms, feeAtoms, details);
  }

  private transfer(
    kind: TransferKind,
    accountId: number,
    asset: string,
    atoms: bigint,
    feeAtoms: bigint,
    details: TransferDetails,
  ): CapitalTransfer {
    if (!this.accounts.get(accountId)) throw new Error(`unknown account ${accountId}`);
    if (atoms <= 0n) throw new Error(`a ${kind} moves a positive amount`);
    const id = this.transfers.nextId;
    const ts = this.now();
    const seed = `${kind}:${accountId}:${id}:${ts}`;
    return this.commit({
      t: 'transfer',
      ts,
      id,
      kind,
      accountId,
      asset,
      atoms: atoms.toString(),
      feeAtoms: feeAtoms.toString(),
      network: details.network ?? 'BSC',
      address: details.address ?? pseudoHash(`address:${seed}`, 20),
      txId: details.txId ?? pseudoHash(`tx:${seed}`),
    }) as CapitalTransfer;
  }

  createApiKey(accountId: number, permissions: Partial<KeyPermissions> = {}): ApiKey {
    if (!this.accounts.get(accountId)) throw new Error(`unknown account ${accountId}`);
    const apiKey = randomAlphanumeric(64);
    const secret = randomAlphanumeric(64);
    this.commit({
      t: 'key',
      ts: this.now(),
      apiKey,
      secret: this.options.secretBox.seal(secret),
      accountId,
      read: permissions.read ?? true,
      trade: permissions.trade ?? true,
      withdraw: permissions.withdraw ?? false,
    });
    return this.keys.get(apiKey)!;
  }

  /** Places an order given Binance's request parameters. Throws a VenueError when refused. */
  placeOrder(accountId: number, request: OrderRequest): PlaceResult {
    const market = this.market(request.symbol);
    const command = parseOrderRequest(market, accountId, request, {
      stp: this.defaultStp,
      // Derived from the order id the order will get, so runs under one seed stay identical.
      newClientOrderId: () => `auto-${market.symbol}-${this.engine.state(market.symbol).nextOrderId}`,
    });
    return this.commit({ t: 'place', ts: this.now(), ...command, quoteAtoms: command.quoteAtoms.toString() }) as PlaceResult;
  }

  cancelOrder(accountId: number, symbol: string, lookup: { orderId?: number; clientOrderId?: string }): Order {
    this.market(symbol);
    return this.commit({ t: 'cancel', ts: this.now(), accountId, symbol, ...lookup }) as Order;
  }

  cancelAllOrders(accountId: number, symbol: string): Order[] {
    this.market(symbol);
    if (this.engine.openOrders(accountId, symbol).length === 0) throw venueErrors.unknownOrder();
    return this.commit({ t: 'cancelAll', ts: this.now(), accountId, symbol }) as Order[];
  }

  /** An order of the account: open (any account kind) or from a user account's history. */
  findOrder(accountId: number, symbol: string, lookup: { orderId?: number; clientOrderId?: string }): Order | undefined {
    return this.history.findOrder(accountId, symbol, lookup) ?? this.engine.findOpen(symbol, accountId, lookup);
  }

  /** Resolves when every command so far is on stable storage. */
  sync(): Promise<void> {
    return this.options.journal?.sync() ?? Promise.resolve();
  }

  /** Rebuilds the state a journal holds: its snapshot, then the records after it. */
  load(contents: JournalContents): void {
    if (contents.snapshot) decodeVenue(this, contents.snapshot.state as VenueSnapshot, this.options.secretBox);
    for (const record of contents.records) this.apply(record as unknown as VenueRecord);
  }

  snapshot(): VenueSnapshot {
    return encodeVenue(this);
  }

  /**
   * Runs `work` without a journal record per command, for a fresh venue's warm-up: its simulated
   * hour is written once, as the snapshot the caller takes right after, instead of record by record
   * (a quarter of the warm-up's time). Killed before that snapshot, the venue is fresh again at the
   * next start and warms up again.
   */
  unjournalled<T>(work: () => T): T {
    this.journalPaused = true;
    try {
      return work();
    } finally {
      this.journalPaused = false;
    }
  }

  /** Applies a command and, once it succeeded, journals it. */
  private commit(record: VenueRecord): unknown {
    // After a failed journal write the memory and the disk disagree: stop accepting commands
    // rather than acknowledge ones a restart would not know about.
    if (this.journalFailure) throw venueErrors.internal(503);
    const result = this.apply(record);
    if (this.options.journal && !this.journalPaused) {
      try {
        this.options.journal.append(record);
      } catch (error) {
        this.journalFailure = error;
        throw error;
      }
      this.options.onRecorded?.();
    }
    return result;
  }

  private apply(record: VenueRecord): unknown {
    switch (record.t) {
      case 'account': {
        const account = this.accounts.open({
          id: record.id,
          kind: record.kind,
          makerFeePpm: record.makerFeePpm,
          takerFeePpm: record.takerFeePpm,
          createdAt: record.ts,
        });
        if (record.label !== undefined) this.labels.set(record.label, account.id);
        return account;
      }
      case 'deposit':
        this.accounts.deposit(record.accountId, record.asset, BigInt(record.atoms));
        return undefined;
      case 'transfer': {
        const transfer: CapitalTransfer = {
          id: record.id,
          kind: record.kind,
          accountId: record.accountId,
          asset: record.asset,
          atoms: BigInt(record.atoms),
          feeAtoms: BigInt(record.feeAtoms),
          at: record.ts,
          network: record.network,
          address: record.address,
          txId: record.txId,
        };
        if (transfer.kind === 'deposit') this.accounts.deposit(transfer.accountId, transfer.asset, transfer.atoms);
        else this.accounts.withdraw(transfer.accountId, transfer.asset, transfer.atoms, transfer.feeAtoms);
        this.transfers.add(transfer);
        return transfer;
      }
      case 'key': {
        const key: ApiKey = {
          apiKey: record.apiKey,
          secret: this.options.secretBox.open(record.secret),
          accountId: record.accountId,
          permissions: { read: record.read, trade: record.trade, withdraw: record.withdraw },
          createdAt: record.ts,
        };
        this.keys.add(key);
        return key;
      }
      case 'place': {
        const { t: _t, ts, quoteAtoms, ...rest } = record;
        const result = this.engine.place({ ...rest, quoteAtoms: BigInt(quoteAtoms) }, ts);
        this.history.trackOrder(result.order);
        for (const fill of result.fills) {
          this.history.recordFill(fill);
          this.marketData.recordFill(fill);
        }
        return result;
      }
      case 'cancel':
        return this.engine.cancel(record, record.ts);
      case 'cancelAll':
        return this.engine.cancelAll(record.accountId, record.symbol, record.ts);
      default:
        return this.futures.apply(record);
    }
  }
}
