// One running bot: its tick loop on the clock, its lifecycle (queued → running ⇄ paused → stopped),
// its orders and the carrying out of its strategy's decisions. One tick at a time; a tick reads
// the shared market data, reconciles the bot's orders with the venue, asks the strategy, carries
// out the actions (cancels, then places, each counted by the safety module), then persists.
import type { Clock, TimerHandle } from '../clock.ts';
import { DuplicateOrderError, VenueError } from '../connectors/errors.ts';
import type { ExchangeConnector, MarketInfo } from '../connectors/types.ts';
import { respondTo } from './backoff.ts';
import { clientOrderId } from './client-order-id.ts';
import type { IntentWriter } from './intent-writer.ts';
import type { WriteBehind } from './write-behind.ts';
import { type MarketFeedSource, MarketWatch } from './market-watch.ts';
import { marketRules } from './market-rules.ts';
import { OrderTracker, type SlotVenue } from './order-tracker.ts';
import { seededRandom } from './random.ts';
import { ActionWindow } from './safety.ts';
import type { BotRecord, BotStatus, BotStore, FillRecord, OrderRecord } from './store-port.ts';
import type { Action, Decision, LogLine, Strategy, StrategyContext, VenueSlot, VenueView } from './types.ts';

export interface VenueAccess {
  /** The connector trading with the bot owner's account on this venue. */
  connector(bot: BotRecord, venueId: string): Promise<ExchangeConnector>;
}

export interface TickMetrics {
  /** Milliseconds between a tick's due time and its start. */
  lag(ms: number): void;
}

export interface SessionDeps {
  store: BotStore;
  clock: Clock;
  market: MarketFeedSource;
  venues: VenueAccess;
  /** State, order updates, fills, progress and log lines, written in batches. */
  writes: WriteBehind;
  /** Order intents, written (group-committed) before the orders leave. */
  intents: IntentWriter;
  metrics?: TickMetrics;
  /** Failures of the runner itself (the database), for the process log. */
  onError(error: unknown, botId: number): void;
  onHalted(botId: number): void;
}

/** How long a new watch may wait for its first book before the bot counts as paused. */
const FIRST_DATA_GRACE_MS = 15_000;
const BALANCE_MAX_AGE_MS = 30_000;
/** The bot asks the venue about its orders at least this often, whatever the trades feed says. */
export const RECONCILE_MAX_AGE_MS = 15_000;
/** Trades reach the shared feed a poll later, and venue times differ from this clock: look back this much further. */
const CLOCK_MARGIN_MS = 5_000;
const BALANCE_AFTER_CHANGE_MS = 3_000;

/** "eth/usdt", "ETH-USDT", "ethusdt" → "ETHUSDT". */
const pairKey = (symbol: string) => symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The venue's market for a pair however it is written (ccxt form first, then base and quote run together). */
export function findMarket(markets: readonly MarketInfo[], symbol: string): MarketInfo | undefined {
  const exact = markets.find((market) => market.symbol === symbol);
  if (exact) return exact;
  const key = pairKey(symbol);
  const matches = markets.filter((market) => pairKey(market.symbol) === key || pairKey(`${market.base}${market.quote}`) === key);
  return matches.find((market) => market.active) ?? matches[0];
}

const line = (key: string, params?: LogLine['params'], level: LogLine['level'] = 'info'): LogLine => ({
  key,
  level,
  ...(params ? { params } : {}),
});

interface Prepared {
  views: Partial<Record<VenueSlot, { watch: MarketWatch; view: Omit<VenueView, 'book' | 'last'>; balanceAt: number }>>;
  tracker: OrderTracker;
}

export class BotSession {
  status: BotStatus;
  private prepared: Prepared | null = null;
  private preparedAt = 0;
  private state: unknown;
  private stateJson = '';
  private step = 0;
  private tickNo = 0;
  private failures = 0;
  private retrying = false;
  private pausedBy: 'data' | 'strategy' | null = null;
  private priceWarned = false;
  private balancesDirty = true;
  private timer: TimerHandle | null = null;
  private running: Promise<void> | null = null;
  private halted = false;
  private stopRequest: LogLine | null = null;
  private readonly window = new ActionWindow();
  private reconciledAt = 0;
  private progress = { orders: 0, volume: 0 };
  private realised: number | undefined;
  private readonly params: unknown;

  constructor(
    readonly bot: BotRecord,
    private readonly strategy: Strategy,
    private readonly deps: SessionDeps,
  ) {
    this.status = bot.status;
    this.params = bot.params;
  }

  /**
   * Starts the loop: a queued bot at its start time, any other at once, or within `spreadMs` (bots
   * resumed together after a restart start at spread-out moments, so their ticks do not all fall due
   * in the same millisecond ever after).
   */
  begin(spreadMs = 0): void {
    const now = this.deps.clock.now();
    const phase = spreadMs > 0 ? Math.floor(seededRandom(this.bot.id, 'phase')() * spreadMs) : 0;
    const due = this.status === 'queued' && this.bot.startAt !== null ? Math.max(now, this.bot.startAt) : now + phase;
    this.schedule(due);
  }

  /** Stops the loop. With a reason the bot is stopped (its pending orders cancelled); without, the process is shutting down. */
  async halt(reason: LogLine | null): Promise<void> {
    if (this.halted) return;
    this.halted = true;
    this.timer?.cancel();
    this.timer = null;
    await this.running;
    await this.shutdown(reason);
  }

  /** Resolves when the tick in flight (if any) has finished. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private log(key: string, params?: LogLine['params'], level?: LogLine['level']): void {
    this.deps.writes.log({ botId: this.bot.id, at: this.deps.clock.now(), line: line(key, params, level) });
  }

  private schedule(due: number): void {
    if (this.halted) return;
    const delay = Math.max(0, due - this.deps.clock.now());
    this.timer = this.deps.clock.schedule(delay, () => {
      this.timer = null;
      this.running = this.tick(due).finally(() => {
        this.running = null;
      });
    });
  }

  private async setStatus(status: BotStatus, details: Parameters<BotStore['setStatus']>[2] = {}): Promise<void> {
    this.status = status;
    await this.deps.store.setStatus(this.bot.id, status, details);
  }

  private async tick(due: number): Promise<void> {
    if (this.halted) return;
    const started = this.deps.clock.now();
    this.deps.metrics?.lag(started - due);
    let next = started + 1000;
    try {
      next = started + (await this.tickBody(started));
      this.failures = 0;
      if (this.retrying) {
        this.retrying = false;
        this.log('venueRecovered');
      }
    } catch (error) {
      next = started + (await this.handleError(error));
    }
    if (this.stopRequest) {
      this.halted = true;
      await this.shutdown(this.stopRequest);
      return;
    }
    // Fixed rate: the next tick is due one interval after this one was due, never in the past.
    this.schedule(Math.max(next, this.deps.clock.now()));
  }

  private async handleError(error: unknown): Promise<number> {
    const response = respondTo(error, this.failures);
    this.failures++;
    if (response.kind === 'stop') {
      this.stopRequest = line(response.reason === 'internal' ? 'stoppedInternal' : 'stoppedVenue', { reason: response.reason }, 'warn');
      if (!(error instanceof VenueError)) this.deps.onError(error, this.bot.id);
      return 0;
    }
    if (response.kind === 'reject') {
      this.log('requestRejected', { reason: response.reason }, 'warn');
      return 1000;
    }
    if (!this.retrying) {
      this.retrying = true;
      this.log('venueRetry', { reason: response.reason, seconds: Math.round(response.delayMs / 1000) }, 'warn');
    }
    if (!(error instanceof VenueError)) this.deps.onError(error, this.bot.id);
    return response.delayMs;
  }

  /**
   * Looks up the bot's markets and opens its watches. The second venue's market is the pair the
   * kind's parameters name there (a reference or index pair), else the bot's own. Answers null when
   * the second venue does not list that pair: the bot is then stopped with the reason.
   */
  private async prepare(now: number): Promise<Prepared | null> {
    const bot = this.bot;
    const precisions = this.params as { price_precision?: number; amount_precision?: number };
    const needs = this.strategy.needs(this.params);
    const slots: Array<[VenueSlot, string, string]> = [['primary', bot.venue, bot.symbol]];
    if (bot.secondVenue) slots.push(['second', bot.secondVenue, needs.secondSymbol?.trim() || bot.symbol]);
    const found: Array<{ slot: VenueSlot; venueId: string; connector: ExchangeConnector; info: MarketInfo }> = [];
    for (const [slot, venueId, symbol] of slots) {
      const connector = await this.deps.venues.connector(bot, venueId);
      const info = findMarket(await connector.loadMarkets(), symbol);
      if (!info && slot === 'second') {
        this.stopRequest = line('secondPairUnlisted', { pair: symbol, venue: venueId }, 'warn');
        return null;
      }
      if (!info) throw new Error(`market ${symbol} is not listed on ${venueId}`);
      found.push({ slot, venueId, connector, info });
    }
    const venues: Partial<Record<VenueSlot, SlotVenue>> = {};
    const views: Prepared['views'] = {};
    for (const { slot, venueId, connector, info } of found) {
      venues[slot] = { venueId, symbol: info.symbol, connector };
      const watch = new MarketWatch(this.deps.market, venueId, info.symbol, needs.bookDepth, true);
      // The bot's precisions are those of its own pair; another pair keeps the venue's steps.
      const rules = marketRules(info, info.symbol === bot.symbol ? precisions : {});
      views[slot] = { watch, view: { venue: venueId, rules, free: {}, total: {} }, balanceAt: 0 };
    }
    const tracker = new OrderTracker(bot.id, venues);
    const stored = await this.deps.store.loadState(bot.id);
    this.state = stored?.state ?? this.strategy.initialState(this.params);
    this.stateJson = JSON.stringify(this.state);
    this.step = stored?.step ?? 0;
    tracker.load(await this.deps.store.openOrders(bot.id));
    this.preparedAt = now;
    return { views, tracker };
  }

  /** One tick; answers the delay to the next. */
  private async tickBody(now: number): Promise<number> {
    const interval = () => this.strategy.intervalMs(this.params, seededRandom(this.bot.id, now, 'interval'));
    if (!this.prepared) {
      this.prepared = await this.prepare(now);
      if (!this.prepared) return 0;
    }
    const { views, tracker } = this.prepared;
    if (this.status === 'queued') {
      await this.setStatus('running', { startedAt: now, startAt: null });
      this.log('queuedBegins');
    }

    // Market data: without a book the bot pauses (and keeps watching); without a price it goes on.
    const needs = this.strategy.needs(this.params);
    const current: Partial<Record<VenueSlot, VenueView>> = {};
    for (const [slot, entry] of Object.entries(views) as Array<[VenueSlot, NonNullable<Prepared['views'][VenueSlot]>]>) {
      const book = needs.bookDepth > 0 ? entry.watch.book : null;
      if (needs.bookDepth > 0 && !book) {
        if (!entry.watch.hasBook && now - this.preparedAt < FIRST_DATA_GRACE_MS) return 250;
        // A time limit holds without market data too (with data, the strategy checks it itself,
        // counting the fills of the tick).
        const expired = this.strategy.expiry?.(this.params, this.state, now);
        if (expired) {
          this.stopRequest ??= expired;
          return 0;
        }
        if (this.pausedBy !== 'data') {
          this.pausedBy = 'data';
          await this.setStatus('paused', { reason: line('bookUnavailable', undefined, 'warn') });
          this.log('bookUnavailable', undefined, 'warn');
        }
        return interval();
      }
      current[slot] = { ...entry.view, book, last: entry.watch.last };
    }
    if (this.pausedBy === 'data') {
      this.pausedBy = null;
      await this.setStatus('running', { reason: null });
      this.log('dataRecovered');
    }
    const primary = current.primary!;
    if (primary.last === null && !this.priceWarned) {
      this.priceWarned = true;
      this.log('priceUnavailable', undefined, 'warn');
    } else if (primary.last !== null) this.priceWarned = false;

    // The bot's orders as the venue reports them.
    const reconcile = this.mustReconcile(now);
    const reconciled = reconcile ? await tracker.reconcile(now) : { ...tracker.drain(), changed: [], strays: [] };
    if (reconcile || !tracker.hasLive) this.reconciledAt = now;
    await this.persistOrders(reconciled.changed, reconciled.fills);
    for (const stray of reconciled.strays) {
      await tracker
        .venue('primary')
        .connector.cancelOrder(this.bot.symbol, { id: stray.id })
        .catch(() => undefined);
      this.log('strayCancelled', { id: stray.clientOrderId ?? stray.id }, 'warn');
    }
    if (needs.balances) await this.refreshBalances(now, current);

    this.tickNo++;
    const context: StrategyContext<unknown, unknown> = {
      botId: this.bot.id,
      params: this.params,
      state: this.state,
      now,
      random: seededRandom(this.bot.id, now),
      primary,
      second: current.second ?? null,
      orders: tracker.open,
      events: reconciled.events,
      actionBudget: this.window.budget(now),
      tick: this.tickNo,
    };
    const decision = this.strategy.decide(context);
    await this.carryOut(decision, now);
    return decision.nextTickMs ?? interval();
  }

  /**
   * Asking the venue about the bot's orders costs a request; it is needed only when an order's
   * outcome is unknown, when the market traded at or through one of the bot's prices since the last
   * look (the shared trades feed says), or every RECONCILE_MAX_AGE_MS all the same.
   */
  private mustReconcile(now: number): boolean {
    const { tracker, views } = this.prepared!;
    if (!tracker.hasLive) return false;
    if (now - this.reconciledAt >= RECONCILE_MAX_AGE_MS) return true;
    if (tracker.open.some((order) => order.status === 'pending')) return true;
    for (const slot of ['primary', 'second'] as const) {
      const mine = tracker.open.filter((order) => order.venue === slot);
      if (mine.length === 0) continue;
      const buys = mine.filter((order) => order.side === 'buy').map((order) => order.price ?? Number.POSITIVE_INFINITY);
      const sells = mine.filter((order) => order.side === 'sell').map((order) => order.price ?? 0);
      const highestBuy = buys.length > 0 ? Math.max(...buys) : null;
      const lowestSell = sells.length > 0 ? Math.min(...sells) : null;
      if (views[slot]?.watch.mayHaveFilled(this.reconciledAt - CLOCK_MARGIN_MS, highestBuy, lowestSell) ?? true) return true;
    }
    return false;
  }

  private async refreshBalances(now: number, current: Partial<Record<VenueSlot, VenueView>>): Promise<void> {
    for (const [slot, entry] of Object.entries(this.prepared!.views) as Array<[VenueSlot, NonNullable<Prepared['views'][VenueSlot]>]>) {
      const age = now - entry.balanceAt;
      if (age >= BALANCE_MAX_AGE_MS || (this.balancesDirty && age >= BALANCE_AFTER_CHANGE_MS)) {
        const balances = await this.prepared!.tracker.venue(slot).connector.fetchBalance();
        entry.view.free = Object.fromEntries(balances.map((balance) => [balance.asset, balance.free]));
        entry.view.total = Object.fromEntries(balances.map((balance) => [balance.asset, balance.total]));
        entry.balanceAt = now;
      }
      const view = current[slot];
      if (view) {
        view.free = entry.view.free;
        view.total = entry.view.total;
      }
    }
    this.balancesDirty = false;
  }

  private async persistOrders(changed: OrderRecord[], fills: FillRecord[]): Promise<void> {
    this.deps.writes.updateOrders(changed);
    if (fills.length > 0) {
      this.deps.writes.recordFills(fills);
      this.progress.volume += fills.reduce((sum, fill) => sum + fill.amount * fill.price, 0);
      this.balancesDirty = true;
    }
    for (const fill of fills) this.log('orderFilled', { side: fill.side, amount: fill.amount, price: fill.price, tag: fill.tag });
  }

  private async carryOut(decision: Decision<unknown>, now: number): Promise<void> {
    const { tracker } = this.prepared!;
    const pause = decision.actions.find((action) => action.kind === 'pause');
    const stop = decision.actions.find((action) => action.kind === 'stop');
    for (const action of decision.actions) if (action.kind === 'log') this.log(action.line.key, action.line.params, action.line.level);

    // The state goes to the write-behind batch before the orders leave (their intents are written
    // at once): an order that then fails comes back to the strategy as a rejection event.
    if (decision.state !== undefined) {
      const json = JSON.stringify(decision.state);
      this.state = decision.state;
      if (json !== this.stateJson) {
        this.stateJson = json;
        this.deps.writes.saveState(this.bot.id, decision.state);
      }
    }

    const changed: OrderRecord[] = [];
    try {
      for (const action of decision.actions) {
        if (action.kind !== 'cancelAll') continue;
        if (!this.spend(now)) break;
        if (action.reason) this.log(action.reason.key, action.reason.params, action.reason.level);
        const { connector, symbol } = tracker.venue(action.venue ?? 'primary');
        // The venue refuses "cancel all" when nothing is open: that is nothing to clear, not a fault.
        const open = await connector.fetchOpenOrders(symbol);
        if (open.length > 0) await connector.cancelAllOrders(symbol);
        this.log('openOrdersCleared', { count: open.length });
        this.balancesDirty = true;
      }
      for (const action of decision.actions) {
        if (action.kind !== 'cancel') continue;
        if (!this.spend(now)) break;
        if (action.reason) this.log(action.reason.key, action.reason.params, action.reason.level);
        const record = tracker.open.find((order) => order.clientOrderId === action.clientOrderId);
        if (!record) continue;
        const { connector, symbol } = tracker.venue(record.venue);
        try {
          changed.push(tracker.apply(record, await connector.cancelOrder(symbol, { clientOrderId: record.clientOrderId }), now));
        } catch (error) {
          if (respondTo(error, 0).kind !== 'reject') throw error;
          // Already closed on the venue: learn how (filled or cancelled) at the next reconcile.
        }
        this.log('orderCancelled', { side: record.side, amount: record.amount, price: record.price ?? 0, tag: record.tag });
        this.balancesDirty = true;
      }
      const places = this.stopRequest
        ? []
        : decision.actions.filter((action): action is Extract<Action, { kind: 'place' }> => action.kind === 'place');
      await this.place(places, now, changed);
    } finally {
      // Events found while acting (an order filled as it was placed) reach the strategy next tick.
      await this.persistOrders(changed, tracker.takeFills());
    }

    await this.flushProgress(decision.realisedProfit);
    if (stop?.kind === 'stop') this.stopRequest ??= stop.reason;
    if (pause?.kind === 'pause' && this.pausedBy !== 'strategy') {
      this.pausedBy = 'strategy';
      await this.setStatus('paused', { reason: pause.reason });
      this.log(pause.reason.key, pause.reason.params, 'warn');
    } else if (!pause && this.pausedBy === 'strategy') {
      this.pausedBy = null;
      await this.setStatus('running', { reason: null });
      this.log('resumed');
    }
  }

  /** Writes the orders and volume of the tick (and the realised profit when it changed) in one update. */
  private async flushProgress(realisedProfit?: number): Promise<void> {
    const { orders, volume } = this.progress;
    const profitChanged = realisedProfit !== undefined && realisedProfit !== this.realised;
    if (orders === 0 && volume === 0 && !profitChanged) return;
    this.progress = { orders: 0, volume: 0 };
    if (profitChanged) this.realised = realisedProfit;
    this.deps.writes.addProgress(this.bot.id, { orders, volume, ...(profitChanged ? { realisedProfit } : {}) });
  }

  /** Counts one order action; past the safety limit the bot is switched off. */
  private spend(now: number): boolean {
    if (this.window.record(now)) return true;
    this.stopRequest ??= line('safetyStop', { limit: 60 }, 'warn');
    return false;
  }

  private async place(places: Array<Extract<Action, { kind: 'place' }>>, now: number, changed: OrderRecord[]): Promise<void> {
    if (places.length === 0) return;
    const { tracker } = this.prepared!;
    const records: OrderRecord[] = places.map((action) => {
      this.step++;
      const slot = action.venue ?? 'primary';
      return {
        botId: this.bot.id,
        step: this.step,
        clientOrderId: clientOrderId(this.bot.id, this.step),
        venue: slot,
        venueId: tracker.venue(slot).venueId,
        symbol: tracker.venue(slot).symbol,
        tag: action.tag,
        side: action.side,
        type: action.type,
        price: action.price ?? null,
        amount: action.amount,
        filled: 0,
        average: null,
        status: 'pending',
        venueOrderId: null,
        reason: null,
        createdAt: now,
        updatedAt: now,
      };
    });
    // Written before anything leaves: after a crash the runner asks the venue about these ids.
    await this.deps.intents.write(records);
    let index = 0;
    try {
      for (; index < records.length; index++) {
        const record = records[index]!;
        const action = places[index]!;
        if (!this.spend(now)) break;
        if (action.reason) this.log(action.reason.key, action.reason.params, action.reason.level);
        tracker.track(record);
        const { connector, symbol } = tracker.venue(record.venue);
        try {
          const state = await connector.createOrder({
            symbol,
            side: action.side,
            type: action.type,
            amount: action.amount,
            ...(action.price !== undefined ? { price: action.price } : {}),
            clientOrderId: record.clientOrderId,
            ...(action.timeInForce ? { timeInForce: action.timeInForce } : {}),
            ...(action.postOnly ? { postOnly: true } : {}),
            ...(action.allowSelfTrade ? { allowSelfTrade: true } : {}),
          });
          changed.push(tracker.apply(record, state, now));
          this.balancesDirty = true;
          this.progress.orders += 1;
          this.log('orderPlaced', { side: action.side, amount: action.amount, price: action.price ?? 0, tag: action.tag });
        } catch (error) {
          if (error instanceof DuplicateOrderError) {
            changed.push(tracker.unknown(record, now));
            continue;
          }
          const response = respondTo(error, 0);
          if (response.kind !== 'reject') {
            // The outcome is unknown (timeout, dropped answer): the next reconcile looks it up by its id.
            changed.push(tracker.unknown(record, now));
            index++;
            throw error;
          }
          changed.push(tracker.reject(record, response.reason, now));
          this.log(
            'orderRejected',
            { side: action.side, amount: action.amount, price: action.price ?? 0, reason: response.reason },
            'warn',
          );
        }
      }
    } finally {
      // Intents never sent (the safety module or an error stopped the batch) are closed as not sent.
      for (; index < records.length; index++) changed.push({ ...records[index]!, status: 'rejected', reason: 'notSent', updatedAt: now });
    }
  }

  private async shutdown(reason: LogLine | null): Promise<void> {
    const prepared = this.prepared;
    try {
      if (reason && prepared) {
        // Stop halts at once and cancels the bot's pending orders (spec §4).
        let cancelled = 0;
        for (const order of prepared.tracker.open) {
          const { connector, symbol } = prepared.tracker.venue(order.venue);
          try {
            await connector.cancelOrder(symbol, { clientOrderId: order.clientOrderId });
            cancelled++;
          } catch {
            // Already filled or cancelled: the reconcile below records which.
          }
        }
        const final = await prepared.tracker.reconcile(this.deps.clock.now()).catch(() => null);
        if (final) await this.persistOrders(final.changed, final.fills);
        await this.flushProgress();
        if (cancelled > 0) this.log('ordersCancelled', { count: cancelled });
      }
    } catch (error) {
      this.deps.onError(error, this.bot.id);
    } finally {
      for (const entry of Object.values(prepared?.views ?? {})) entry?.watch.close();
      if (reason) {
        this.deps.writes.log({ botId: this.bot.id, at: this.deps.clock.now(), line: reason });
        await this.setStatus('stopped', { reason }).catch((error: unknown) => this.deps.onError(error, this.bot.id));
      }
      await this.deps.writes.flush();
      this.deps.onHalted(this.bot.id);
    }
  }
}
