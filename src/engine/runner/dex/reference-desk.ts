// A DEX bot's orders on its reference exchange (the CEX leg of DEX-to-CEX arbitrage), kept exactly
// as an exchange bot keeps its own: each order is written down as an intent under a client order id
// before it leaves, tracked, reconciled with the venue every tick (a lost answer is looked up by its
// id, never sent again) and journalled with its fills; stop cancels what is still open.
import type { ActionBudget } from '../action-budget.ts';
import type { StopCancelResult } from '../cancel-on-stop.ts';
import { marketRules, meetsMinimums, priceFor, roundAmount } from '../market-rules.ts';
import { OrderExecutor } from '../order-executor.ts';
import { OrderJournal, type PlaceAction } from '../order-journal.ts';
import { OrderTracker } from '../order-tracker.ts';
import type { SessionDeps } from '../session-deps.ts';
import type { SessionLog } from '../session-log.ts';
import { findMarket } from '../session-setup.ts';
import { StepLog } from '../step-log.ts';
import type { BotRecord } from '../store-port.ts';
import type { BotOrder, MarketRules, OrderEvent } from '../types.ts';
import type { DexAction } from './dex-types.ts';

type ReferenceOrder = Extract<DexAction, { kind: 'referenceOrder' }>;

const skippedOrder = (order: ReferenceOrder, price: number, amount: number, now: number): BotOrder => ({
  clientOrderId: '',
  venue: 'second',
  tag: order.tag,
  side: order.side,
  price,
  amount,
  filled: 0,
  average: null,
  status: 'canceled',
  createdAt: now,
});

export class ReferenceDesk {
  private readonly skipped: OrderEvent[] = [];

  private constructor(
    private readonly tracker: OrderTracker,
    private readonly journal: OrderJournal,
    private readonly executor: OrderExecutor,
    readonly rules: MarketRules,
  ) {}

  /** Opens the bot's market on its second venue with the owner's account and loads the orders left open last time. */
  static async open(
    bot: BotRecord,
    symbol: string,
    deps: SessionDeps,
    log: SessionLog,
    budget: ActionBudget,
  ): Promise<ReferenceDesk | null> {
    const venueId = bot.secondVenue;
    if (!venueId) return null;
    const connector = await deps.venues.connector(bot, venueId);
    const info = findMarket(await connector.loadMarkets(), symbol);
    if (!info) return null;
    const tracker = new OrderTracker(bot.id, { second: { venueId, symbol: info.symbol, connector } });
    tracker.load(await deps.store.openOrders(bot.id));
    const stored = await deps.store.loadState(bot.id);
    // The desk's legs are no step of many orders: each writes its own lines.
    const steps = new StepLog(log, (clientOrderId) => tracker.isLive(clientOrderId));
    const journal = new OrderJournal(bot.id, deps, steps, stored?.step ?? 0, () => {});
    const executor = new OrderExecutor({ tracker, journal, budget, log, steps, onBalanceChange: () => {} });
    return new ReferenceDesk(tracker, journal, executor, marketRules(info));
  }

  /** What the venue says of the desk's orders since the previous tick (fills, closes, rejections). */
  async reconcile(now: number): Promise<OrderEvent[]> {
    const skipped = this.skipped.splice(0);
    if (!this.tracker.hasLive) return [...skipped, ...this.tracker.drain().events];
    const reconciled = await this.tracker.reconcile(now);
    this.journal.record(reconciled.changed, reconciled.fills);
    return [...skipped, ...reconciled.events];
  }

  /** Sends the legs as immediate-or-cancel limit orders, rounded to the market (too small: skipped). */
  async place(orders: readonly ReferenceOrder[], now: number): Promise<void> {
    const places: PlaceAction[] = [];
    for (const order of orders) {
      // Rounded towards the book (a buy up, a sell down) so the price the strategy found still trades.
      const price = priceFor(order.side === 'buy' ? 'sell' : 'buy', order.price, this.rules);
      const amount = roundAmount(order.amount, this.rules);
      if (!meetsMinimums(amount, price, this.rules)) {
        // Too small for the market: reported as closed unfilled, so the strategy knows nothing is out.
        this.skipped.push({ type: 'closed', amount: 0, price, reason: 'belowMinimum', order: skippedOrder(order, price, amount, now) });
        continue;
      }
      places.push({
        kind: 'place',
        venue: 'second',
        tag: order.tag,
        side: order.side,
        type: 'limit',
        price,
        amount,
        timeInForce: 'IOC',
        ...(order.reason ? { reason: order.reason } : {}),
      });
    }
    if (places.length > 0) await this.executor.execute(places, now);
  }

  /** Cancels what is still open (an IOC order rarely is) and records how each ended; answers how many went and how many stay. */
  async close(now: () => number): Promise<StopCancelResult> {
    const result = await this.executor.cancelEverything(now);
    this.journal.flushProgress();
    return result;
  }
}
