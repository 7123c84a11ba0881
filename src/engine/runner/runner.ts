// The bot runner: owns every bot session of this process. The server starts and stops bots through
// it and resumes every running bot at start-up; ticks run on the injected clock (wall clock live,
// a virtual clock in replays and scenario tests). Each bot ticks on its own interval, one tick at
// a time.
import { botKind, isBotKey, QUEUED_START_MAX_MS } from '../../shared/bots/catalogue.ts';
import { inNewWalletMode, NEW_WALLET_INIT_MS } from '../../shared/bots/params/new-wallets.ts';
import type { Clock } from '../clock.ts';
import { BotSession } from './bot-session.ts';
import { DexBotSession, type DexSessionDeps } from './dex/dex-bot-session.ts';
import type { DexStrategy } from './dex/dex-types.ts';
import { NftBotSession, type NftSessionDeps } from './nft/nft-bot-session.ts';
import type { NftStrategy } from './nft/nft-types.ts';
import { IntentWriter } from './intent-writer.ts';
import { LEFT_ORDERS_AFTER_RESTART_MS, LeftOrdersRetry } from './left-orders-retry.ts';
import { WriteBehind } from './write-behind.ts';
import type { MarketFeedSource } from './market-watch.ts';
import { seededRandom } from './random.ts';
import type { SessionDeps, TickMetrics, VenueAccess } from './session-deps.ts';
import { line } from './session-log.ts';
import type { BotRecord, BotStatus, BotStore } from './store-port.ts';
import type { HaltOptions } from './tick-loop.ts';
import type { LogLine, Strategy } from './types.ts';

export interface RunnerOptions {
  store: BotStore;
  clock: Clock;
  market: MarketFeedSource;
  venues: VenueAccess;
  /** Exchange kinds' strategies and the DEX and NFT kinds' (which trade by swaps from wallets). */
  strategies: ReadonlyMap<string, AnyStrategy>;
  /** The wallets and swap records DEX and NFT bots need; without them those kinds cannot run. */
  dex?: DexSessionDeps;
  /** The marketplace access and transaction records NFT bots need; without them those kinds cannot run. */
  nft?: NftSessionDeps;
  metrics?: TickMetrics;
  /** How long a new-wallet bot's wallets initialise before it trades (spec §9: 10 minutes). */
  newWalletInitMs?: number;
  /** Failures of the runner itself (database, bugs), for the process log. */
  onError?: (error: unknown, botId: number) => void;
  /** When a stop that left orders open tries again (LEFT_ORDERS_RETRY_MS by default). */
  leftOrdersRetryMs?: readonly number[];
}

export type AnyStrategy = Strategy | DexStrategy | NftStrategy;
const tradesBySwaps = (strategy: AnyStrategy): strategy is DexStrategy => 'trades' in strategy && strategy.trades === 'swaps';
const tradesNfts = (strategy: AnyStrategy): strategy is NftStrategy => 'trades' in strategy && strategy.trades === 'nft';

/** What the runner asks of a running bot, whichever way it trades. */
interface Session {
  readonly status: BotStatus;
  /** After a stop: orders its stop could not cancel may still be out. */
  readonly ordersMayBeLeft: boolean;
  begin(spreadMs?: number): void;
  halt(reason: LogLine | null, options?: HaltOptions): Promise<void>;
  idle(): Promise<void>;
}

/** Bots resumed together begin within this long of each other. */
export const RESUME_SPREAD_MS = 1000;

export class UnknownStrategyError extends Error {
  constructor(readonly kind: string) {
    super(`no strategy for bot kind "${kind}"`);
    this.name = 'UnknownStrategyError';
  }
}

/**
 * Marks a bot started in the store and its log: queued kinds (the range bot) begin at a random
 * moment within 10 minutes, a new-wallet bot after its wallets' initialisation (`initMs`, 10
 * minutes), the others at once. Shared by the runner and, in the scaled-out mode, the API process,
 * which starts bots that a worker then takes up.
 */
export async function markStarted(
  store: BotStore,
  bot: BotRecord,
  now: number,
  initMs = NEW_WALLET_INIT_MS,
): Promise<{ status: BotStatus; startAt: number | null }> {
  const initialising = inNewWalletMode(bot.params);
  const queued = initialising || (isBotKey(bot.kind) && botKind(bot.kind).start === 'queued');
  const startAt = initialising
    ? now + initMs
    : queued
      ? now + Math.floor(seededRandom(bot.id, now, 'queue')() * QUEUED_START_MAX_MS)
      : null;
  const status: BotStatus = queued ? 'queued' : 'running';
  await store.setStatus(bot.id, status, { startAt, ...(queued ? {} : { startedAt: now }), reason: null });
  const minutes = startAt === null ? 0 : Math.ceil((startAt - now) / 60_000);
  const logLine = initialising ? line('newWalletsInitialising', { minutes }) : queued ? line('queued', { minutes }) : line('started');
  await store.appendLogs([{ botId: bot.id, at: now, line: logLine }]);
  return { status, startAt };
}

export class BotRunner {
  private readonly sessions = new Map<number, Session>();
  private readonly halting = new Map<number, Promise<void>>();
  private readonly writes: WriteBehind;
  private readonly deps: SessionDeps;
  private readonly leftOrders: LeftOrdersRetry;

  constructor(private readonly options: RunnerOptions) {
    const onError = options.onError ?? (() => undefined);
    this.writes = new WriteBehind(options.store, options.clock, (error) => onError(error, 0));
    this.deps = {
      store: options.store,
      clock: options.clock,
      market: options.market,
      venues: options.venues,
      writes: this.writes,
      intents: new IntentWriter(options.store),
      ...(options.metrics ? { metrics: options.metrics } : {}),
      onError,
      // Only the session that ended leaves the map, never a newer one of the same bot.
      onHalted: (botId, session) => {
        if (this.sessions.get(botId) === session) this.sessions.delete(botId);
      },
    };
    this.leftOrders = new LeftOrdersRetry((botId, attempt, of) => this.retryLeftOrders(botId, attempt, of), options.leftOrdersRetryMs);
  }

  /** How long a new-wallet bot's wallets initialise before it trades (undefined: the spec's 10 minutes). */
  get newWalletInitMs(): number | undefined {
    return this.options.newWalletInitMs;
  }

  /** Whether a strategy exists for this kind (the others can be saved but not started). */
  canRun(kind: string): boolean {
    const strategy = this.options.strategies.get(kind);
    if (strategy === undefined) return false;
    if (tradesBySwaps(strategy)) return this.options.dex !== undefined;
    if (tradesNfts(strategy)) return this.options.nft !== undefined;
    return true;
  }

  /**
   * Starts a stopped bot: queued kinds (the range bot) begin at a random moment within 10 minutes,
   * the others at once. Answers the status it took.
   */
  async start(bot: BotRecord): Promise<{ status: BotStatus; startAt: number | null }> {
    const strategy = this.strategyOf(bot.kind);
    await this.halting.get(bot.id);
    // Started again: its new session takes over any order a stop left (it loads them as its own).
    this.leftOrders.forget(bot.id);
    if (this.sessions.has(bot.id)) return { status: this.sessions.get(bot.id)!.status, startAt: bot.startAt };
    const { status, startAt } = await markStarted(this.options.store, bot, this.options.clock.now(), this.options.newWalletInitMs);
    // A later try at a stop's left orders may have opened the bot while it was marked started: it ends first.
    await this.halting.get(bot.id);
    this.open({ ...bot, status, startAt }, strategy);
    return { status, startAt };
  }

  /** Stops a bot at once and cancels its pending orders; the reason goes to its log. */
  async stop(botId: number, reason: LogLine = line('stoppedByUser')): Promise<boolean> {
    const session = this.sessions.get(botId);
    // A session already ending (another stop, or a hand-over without stopping) is not stopped by
    // this call: the caller learns so and does not count the bot's orders as cancelled.
    if (!session || this.halting.has(botId)) {
      await this.halting.get(botId);
      return false;
    }
    await this.halt(botId, session, reason);
    return true;
  }

  /**
   * Resumes every bot the store says should be running (after a restart or a crash), and tries
   * again the orders that bots stopped shortly before may have left open.
   */
  async resumeAll(): Promise<number> {
    let resumed = 0;
    for (const bot of await this.options.store.activeBots()) {
      if (await this.adopt(bot, line('resumedAfterRestart'))) resumed++;
    }
    for (const botId of await this.options.store.stoppedWithOrdersLeft(LEFT_ORDERS_AFTER_RESTART_MS)) this.leftOrders.leftOpen(botId);
    return resumed;
  }

  /**
   * Opens a session for a bot the store already has running (a restart, or a bot handed to this
   * worker), saying so in its log. A kind this process cannot run is stopped. Answers whether it opened.
   */
  async adopt(bot: BotRecord, note: LogLine): Promise<boolean> {
    if (this.sessions.has(bot.id)) return false;
    this.leftOrders.forget(bot.id);
    await this.halting.get(bot.id);
    const strategy = this.runnable(bot.kind);
    if (!strategy) {
      await this.options.store.setStatus(bot.id, 'stopped', { reason: line('stoppedUnsupported', undefined, 'warn') });
      return false;
    }
    this.log(bot.id, note);
    this.open(bot, strategy, RESUME_SPREAD_MS);
    return true;
  }

  /**
   * Cancels the orders a stopped bot left on the venue when its stop was written without a session
   * (in the scaled-out mode, by the API while the bot's worker was dead): the bot is opened without
   * ticking and ended as a stop, its status and reason as they were written. Answers whether it ran.
   */
  async cancelLeftOrders(bot: BotRecord, note: LogLine): Promise<boolean> {
    if (this.sessions.has(bot.id)) return false;
    await this.halting.get(bot.id);
    const strategy = this.runnable(bot.kind);
    if (!strategy) return false;
    this.log(bot.id, note);
    const session = this.create(bot, strategy);
    this.sessions.set(bot.id, session);
    await this.halt(bot.id, session, line('stoppedByUser'), { stopWritten: true });
    return true;
  }

  /**
   * One further try at the orders a stop left: while the bot is still stopped and no session has it,
   * it is opened only to cancel them. Answers whether orders may still be left.
   */
  private async retryLeftOrders(botId: number, attempt: number, of: number): Promise<boolean> {
    const bot = await this.options.store.bot(botId);
    if (bot?.status !== 'stopped' || this.sessions.has(botId)) return false;
    const session = this.create(bot, this.strategyOf(bot.kind));
    this.sessions.set(bot.id, session);
    this.log(bot.id, line('leftOrdersRetry', { attempt, of }));
    await this.halt(bot.id, session, line('stoppedByUser'), { stopWritten: true });
    return session.ordersMayBeLeft;
  }

  /** Ends a bot's session without stopping the bot (another worker takes it over); its orders stay. */
  async release(botId: number, note?: LogLine): Promise<void> {
    const session = this.sessions.get(botId);
    if (!session) return this.halting.get(botId);
    if (note) this.log(botId, note);
    await this.halt(botId, session, null);
  }

  /** The bots with a session in this process. */
  heldBots(): number[] {
    return [...this.sessions.keys()];
  }

  status(botId: number): BotStatus | null {
    return this.sessions.get(botId)?.status ?? null;
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Resolves when no tick is in flight (scenario tests step the clock, then wait for this). */
  async settle(): Promise<void> {
    await Promise.all([...this.sessions.values()].map((session) => session.idle()));
    await Promise.all(this.halting.values());
    await this.writes.flush();
  }

  /** Ends every session without stopping the bots: they stay running in the store and resume on the next start. */
  async close(): Promise<void> {
    this.leftOrders.close();
    await Promise.all([...this.sessions.entries()].map(([botId, session]) => this.halt(botId, session, null)));
    await this.writes.flush();
  }

  private open(bot: BotRecord, strategy: AnyStrategy, spreadMs = 0): void {
    const session = this.create(bot, strategy);
    this.sessions.set(bot.id, session);
    session.begin(spreadMs);
  }

  private create(bot: BotRecord, strategy: AnyStrategy): Session {
    return tradesBySwaps(strategy)
      ? new DexBotSession(bot, strategy, this.deps, this.options.dex!)
      : tradesNfts(strategy)
        ? new NftBotSession(bot, strategy, this.deps, this.options.nft!)
        : new BotSession(bot, strategy, this.deps);
  }

  private halt(botId: number, session: Session, reason: LogLine | null, options?: HaltOptions): Promise<void> {
    const existing = this.halting.get(botId);
    if (existing) return existing;
    const halting = session.halt(reason, options).finally(() => {
      this.halting.delete(botId);
      // A stop that left orders tries again later (a try already due is not scheduled twice).
      if (reason && session.ordersMayBeLeft) this.leftOrders.leftOpen(botId);
    });
    this.halting.set(botId, halting);
    return halting;
  }

  /** The kind's strategy when this process can run it. */
  private runnable(kind: string): AnyStrategy | undefined {
    return this.canRun(kind) ? this.options.strategies.get(kind) : undefined;
  }

  private strategyOf(kind: string): AnyStrategy {
    const strategy = this.options.strategies.get(kind);
    if (!strategy || !this.canRun(kind)) throw new UnknownStrategyError(kind);
    return strategy;
  }

  private log(botId: number, logLine: LogLine): void {
    this.writes.log({ botId, at: this.options.clock.now(), line: logLine });
  }
}
