// What the runner persists, as an interface the server implements on its database (the engine
// never imports the server). Order intents are written before an order leaves, so a restarted
// runner knows every client order id it may have sent; state is written after each tick.
import type { OrderSide } from '../connectors/types.ts';
import type { BotOrder, LogLine, VenueSlot } from './types.ts';

export type BotStatus = 'stopped' | 'queued' | 'running' | 'paused';

/** A bot as the runner needs it: what it trades, where, with which parameters. */
export interface BotRecord {
  id: number;
  userId: number;
  kind: string;
  /** The bot's own venue id (`web`) and its pair in ccxt form ("BTC/USDT"). */
  venue: string;
  symbol: string;
  /** The second venue of arbitrage and follow kinds. */
  secondVenue: string | null;
  /** Parameters as the kind's schema parsed them (defaults filled in). */
  params: unknown;
  status: BotStatus;
  /** A queued bot begins at this time (ms). */
  startAt: number | null;
}

export interface OrderRecord extends BotOrder {
  botId: number;
  step: number;
  /** The venue id the order went to. */
  venueId: string;
  symbol: string;
  type: 'limit' | 'market';
  venueOrderId: string | null;
  /** Why the venue refused it, or why it never reached the venue. */
  reason: string | null;
  updatedAt: number;
  /** The order's fee as the venue last reported it (kept in memory, not stored), to take each fill's part. */
  feeSeen?: { currency: string; cost: number } | null;
}

export interface FillRecord {
  botId: number;
  clientOrderId: string;
  venue: VenueSlot;
  venueId: string;
  tag: string;
  side: OrderSide;
  price: number;
  amount: number;
  /** The venue's fee for this fill and its asset, when the venue reports fees. */
  fee?: number | null;
  feeAsset?: string | null;
  /** On a perpetual: what the fill realised against the position's average entry, in the quote (0 opening or adding). */
  realisedPnl?: number | null;
  at: number;
}

export interface LogRecord {
  botId: number;
  at: number;
  line: LogLine;
}

export interface BotProgress {
  /** Orders accepted by the venue since the last report. */
  orders: number;
  /** Quote volume filled since the last report. */
  volume: number;
  /** Realised profit so far, when the kind reports one. */
  realisedProfit?: number;
  /**
   * When that profit was reported, on the runner's clock (virtual in a replay): the store writes it
   * as the bot's updated_at, and /data books the profit's change at that hour.
   */
  at?: number;
}

export interface StoredState {
  state: unknown;
  /** The highest step (client order id) ever written for the bot; the next order takes step + 1. */
  step: number;
}

/** What the write-behind gathered from every bot since its last flush, to store at once. */
export interface WriteBatch {
  states: Array<{ botId: number; state: unknown }>;
  orders: OrderRecord[];
  fills: FillRecord[];
  progress: Array<{ botId: number } & BotProgress>;
  logs: LogRecord[];
}

export interface BotStore {
  /** Bots that should be running (running, paused or queued), to resume after a restart. */
  activeBots(): Promise<BotRecord[]>;
  /** One bot as it is stored now, or null when it is gone. */
  bot(botId: number): Promise<BotRecord | null>;
  /** Stopped bots, stopped within the last `withinMs`, with orders not yet known to be closed. */
  stoppedWithOrdersLeft(withinMs: number): Promise<number[]>;
  loadState(botId: number): Promise<StoredState | null>;
  saveState(botId: number, state: unknown): Promise<void>;
  /** Orders of the bot not yet known to be closed: open, or pending (sent with the outcome unknown). */
  openOrders(botId: number): Promise<OrderRecord[]>;
  /**
   * Writes orders before they are sent (status pending). A store may refuse some bots' intents
   * (a worker that no longer holds them) with IntentsRefusedError, having written the others.
   */
  recordIntents(orders: OrderRecord[]): Promise<void>;
  updateOrders(orders: OrderRecord[]): Promise<void>;
  recordFills(fills: FillRecord[]): Promise<void>;
  appendLogs(lines: LogRecord[]): Promise<void>;
  setStatus(
    botId: number,
    status: BotStatus,
    details?: { startAt?: number | null; startedAt?: number; reason?: LogLine | null },
  ): Promise<void>;
  addProgress(botId: number, progress: BotProgress): Promise<void>;
  /** Writes a batch of the above at once (one transaction); the runner falls back to the single calls. */
  writeBatch?(batch: WriteBatch): Promise<void>;
}

/** The store wrote the intents of every bot but these, which it refused: their orders must not leave. */
export class IntentsRefusedError extends Error {
  constructor(
    readonly botIds: readonly number[],
    message = `order intents refused for bot(s) ${botIds.join(', ')}`,
  ) {
    super(message);
    this.name = 'IntentsRefusedError';
  }
}
