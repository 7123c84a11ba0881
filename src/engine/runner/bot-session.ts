// One running exchange bot (its timer and lifecycle are the TickLoop every session shares). A tick reads the shared market data, reconciles the bot's orders
// with the venue, asks the strategy, and hands the decision's order actions to the executor
// (cancels, then places, each paid from the safety budget). Status changes and the stop are decided
// here; the parts it drives each hold one concern.
import { TickLoop } from './tick-loop.ts';
import { sayStopCancelled, STOP_RETRY_WAITS_MS, waitBeforeRetry } from './cancel-on-stop.ts';
import { OrderExecutor } from './order-executor.ts';
import { OrderJournal } from './order-journal.ts';
import type { OrderTracker } from './order-tracker.ts';
import { seededRandom } from './random.ts';
import type { SessionDeps } from './session-deps.ts';
import { line } from './session-log.ts';
import type { SessionMarkets } from './session-markets.ts';
import { setUpSession } from './session-setup.ts';
import { StepLog } from './step-log.ts';
import type { BotRecord } from './store-port.ts';
import type { Decision, LogLine, Strategy } from './types.ts';

interface Ready {
  markets: SessionMarkets;
  tracker: OrderTracker;
  journal: OrderJournal;
  executor: OrderExecutor;
  steps: StepLog;
}

export class BotSession extends TickLoop {
  private ready: Ready | null = null;
  private tickNo = 0;
  private priceWarned = false;

  constructor(
    bot: BotRecord,
    private readonly strategy: Strategy,
    deps: SessionDeps,
  ) {
    super(bot, deps);
  }

  /** Finds the markets and loads the state on the first tick; null when the bot must stop instead. */
  private async getReady(now: number): Promise<Ready | null> {
    const setup = await setUpSession(this.bot, this.strategy, this.deps, now);
    if ('stop' in setup) {
      this.stopRequest = setup.stop;
      return null;
    }
    const { markets, tracker } = setup;
    this.loadState(setup.state);
    const steps = new StepLog(this.log, (clientOrderId) => tracker.isLive(clientOrderId));
    const journal = new OrderJournal(this.bot.id, this.deps, steps, setup.step, (fills) => markets.fillsSeen(fills));
    const executor = new OrderExecutor({
      tracker,
      journal,
      budget: this.budget,
      log: this.log,
      steps,
      onBalanceChange: () => markets.balancesChanged(),
    });
    return { markets, tracker, journal, executor, steps };
  }

  /** One tick; answers the delay to the next. */
  protected async tickBody(now: number): Promise<number> {
    const params = this.bot.params;
    const interval = () => this.strategy.intervalMs(params, seededRandom(this.bot.id, now, 'interval'));
    this.ready ??= await this.getReady(now);
    if (!this.ready) return 0;
    const { markets, tracker, journal, executor } = this.ready;
    await this.lifecycle.leaveQueue(now);

    // Market data: without a book the bot pauses (and keeps watching); without a price it goes on.
    const needs = this.strategy.needs(params);
    const reading = markets.read(needs.bookDepth, now);
    if (reading.kind === 'warmingUp') return 250;
    if (reading.kind === 'noBook') {
      // A time limit holds without market data too (with data, the strategy checks it itself,
      // counting the fills of the tick).
      const expired = this.strategy.expiry?.(params, this.state, now);
      if (expired) {
        this.stopRequest ??= expired;
        return 0;
      }
      await this.lifecycle.pause('data', line('bookUnavailable', undefined, 'warn'));
      return interval();
    }
    const views = reading.views;
    await this.lifecycle.resume('data', 'dataRecovered');
    const primary = views.primary!;
    if (primary.last === null && !this.priceWarned) {
      this.priceWarned = true;
      this.log.say('priceUnavailable', undefined, 'warn');
    } else if (primary.last !== null) this.priceWarned = false;

    // The bot's orders as the venue reports them.
    const reconcile = markets.mustReconcile(tracker, now);
    const reconciled = reconcile ? await tracker.reconcile(now) : { ...tracker.drain(), changed: [], strays: [] };
    if (reconcile || !tracker.hasLive) markets.reconciled(now);
    journal.record(reconciled.changed, reconciled.fills);
    await executor.cancelStrays(reconciled.strays, this.bot.symbol);
    if (needs.balances) await markets.refreshBalances(tracker, now, views);

    this.tickNo++;
    const decision = this.strategy.decide({
      botId: this.bot.id,
      params,
      state: this.state,
      now,
      random: seededRandom(this.bot.id, now),
      primary,
      second: views.second ?? null,
      orders: tracker.open,
      events: reconciled.events,
      actionBudget: this.budget.remaining(now),
      tick: this.tickNo,
    });
    await this.carryOut(decision, now);
    return decision.nextTickMs ?? interval();
  }

  private async carryOut(decision: Decision<unknown>, now: number): Promise<void> {
    const { executor, journal } = this.ready!;
    for (const action of decision.actions) if (action.kind === 'log') this.log.relay(action.line);
    this.keepState(decision.state);
    await executor.execute(decision.actions, now);
    journal.flushProgress(decision.realisedProfit);

    this.stopRequest ??= this.budget.exhausted;
    const stop = decision.actions.find((action) => action.kind === 'stop');
    if (stop?.kind === 'stop') this.stopRequest ??= stop.reason;
    const pause = decision.actions.find((action) => action.kind === 'pause');
    if (pause?.kind === 'pause') await this.lifecycle.pause('strategy', pause.reason);
    else if (!pause) await this.lifecycle.resume('strategy', 'resumed');
  }

  // The state goes to the write-behind batch (keepState) before the orders leave (their intents
  // are written at once): an order that then fails comes back to the strategy as a rejection event.

  protected async cleanUp(reason: LogLine | null): Promise<void> {
    // Stopped before its first tick (just resumed or taken over): it must still learn its open
    // orders to cancel them.
    const ready = this.ready ?? (reason ? await this.readyToCancel() : null);
    try {
      if (reason && ready) {
        // Stop halts at once and cancels the bot's pending orders (spec §4).
        this.leftOpen = sayStopCancelled(this.log, await ready.executor.cancelEverything(() => this.deps.clock.now()));
        ready.journal.flushProgress();
        // A step whose orders the venue could not account for is written with what it knows.
        ready.steps.settleAll();
      }
    } finally {
      ready?.markets.close();
    }
  }

  /**
   * Opens the bot's markets to cancel its orders at a stop that came before its first tick, trying
   * again as a cancel does when the venue does not answer; when it never does, the log says the
   * orders could not be cancelled.
   */
  private async readyToCancel(): Promise<Ready | null> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.getReady(this.deps.clock.now());
      } catch (error) {
        if (attempt >= STOP_RETRY_WAITS_MS.length) {
          this.log.say('ordersNotCancelled', undefined, 'warn');
          this.leftOpen = true;
          throw error;
        }
        await waitBeforeRetry(attempt + 1);
      }
    }
  }
}
