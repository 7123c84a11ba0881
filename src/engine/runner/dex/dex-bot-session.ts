// One running DEX or NFT bot: the same lifecycle, log, failure handling and safety budget as an
// exchange bot's session (bot-session.ts), but it trades by swaps from its group's wallets. A tick
// reads the pool (shared across bots), the wallets and, for kinds that watch one, a reference
// market; asks the strategy; sends the swaps it asked for (in parallel across wallets, each
// recorded before it is signed) and hands what they did back on the next tick.
import { TickLoop } from '../tick-loop.ts';
import { sayStopCancelled } from '../cancel-on-stop.ts';
import { MarketWatch } from '../market-watch.ts';
import { seededRandom } from '../random.ts';
import type { SessionDeps } from '../session-deps.ts';
import { line } from '../session-log.ts';
import type { BotRecord } from '../store-port.ts';
import type { LogLine } from '../types.ts';
import type { DexAccess, DexMarket, SwapStore } from './dex-ports.ts';
import type { DexAction, DexDecision, DexStrategy, PoolView, ReferenceView, SwapEvent } from './dex-types.ts';
import { DexWalletBook } from './dex-wallet-book.ts';
import { amountWithin } from './swap-limits.ts';
import { SwapSender } from './swap-sender.ts';
import { ReferenceDesk } from './reference-desk.ts';
import { pickWallet } from './wallet-picker.ts';

/** Where the session keeps, beside the strategy's own state, the last swap step it took in. */
const SWAP_STEP = 'accountedSwapStep';
type AccountedState = { [SWAP_STEP]?: number };

export interface DexSessionDeps {
  access: DexAccess;
  swaps: SwapStore;
}

interface Ready {
  market: DexMarket;
  sender: SwapSender;
  wallets: DexWalletBook;
  reference: MarketWatch | null;
  /** The bot's orders on the reference exchange, for kinds that trade there too. */
  desk: ReferenceDesk | null;
}

interface WalletWork {
  wallet_group_id?: number;
  gas_multiplier?: number;
  slippage_percent?: number;
}

export class DexBotSession extends TickLoop {
  private ready: Ready | null = null;
  private tickNo = 0;
  private liquidSince: number | null | undefined;
  /** The highest swap step whose outcome the strategy has taken in. */
  private swapStep = 0;
  /** A send's outcome went unknown: look it up before the next decision. */
  private unresolved = false;
  private events: SwapEvent[] = [];

  constructor(
    bot: BotRecord,
    private readonly strategy: DexStrategy,
    deps: SessionDeps,
    private readonly dex: DexSessionDeps,
  ) {
    super(bot, deps);
  }

  /** Opens the market, loads the state and learns what became of swaps left pending last time. */
  private async getReady(): Promise<Ready> {
    const market = await this.dex.access.open(this.bot);
    const stored = await this.deps.store.loadState(this.bot.id);
    this.loadState(stored?.state ?? this.strategy.initialState(this.bot.params));
    // Swaps that settled after the state was last written (the process died in between) are handed
    // to the strategy again, so its counts (spent, sold, volume) take them in once.
    const accounted = (stored?.state as AccountedState | undefined)?.[SWAP_STEP];
    const lastStep = await this.dex.swaps.lastStep(this.bot.id);
    if (typeof accounted === 'number') this.events.push(...(await this.dex.swaps.settledAfter(this.bot.id, accounted)));
    // A state written before the session kept the step has taken in every settled swap.
    this.swapStep = typeof accounted === 'number' ? accounted : lastStep;
    const sender = new SwapSender(this.bot.id, this.bot.userId, market, this.dex.swaps, lastStep);
    const recovered = await sender.recoverPending();
    if (recovered.length > 0) this.log.say('swapsRecovered', { count: recovered.length });
    this.events.push(...recovered);
    const needs = this.strategy.needs(this.bot.params);
    // A kind that trades on the reference exchange trades the bot's own pair there unless it names another.
    const referenceSymbol = needs.referenceSymbol || (needs.referenceTrading ? this.bot.symbol : undefined);
    const reference =
      this.bot.secondVenue && referenceSymbol ? new MarketWatch(this.deps.market, this.bot.secondVenue, referenceSymbol, 5) : null;
    let desk: ReferenceDesk | null = null;
    if (needs.referenceTrading && referenceSymbol) {
      desk = await ReferenceDesk.open(this.bot, referenceSymbol, this.deps, this.log, this.budget);
      if (!desk) this.stopRequest ??= line('secondPairUnlisted', { pair: referenceSymbol, venue: this.bot.secondVenue ?? '' }, 'warn');
    }
    return { market, sender, wallets: new DexWalletBook(market), reference, desk };
  }

  protected async tickBody(now: number): Promise<number> {
    const params = this.bot.params;
    const interval = () => this.strategy.intervalMs(params, seededRandom(this.bot.id, now, 'interval'));
    this.ready ??= await this.getReady();
    const { market, wallets } = this.ready;
    // A swap whose outcome went unknown last tick is looked up (mined, resent unchanged, or never
    // sent) before the strategy decides again.
    if (this.unresolved) {
      this.events.push(...(await this.ready.sender.recoverPending()));
      this.unresolved = false;
    }
    await this.lifecycle.leaveQueue(now);

    const needs = this.strategy.needs(params);
    let pool: PoolView;
    try {
      pool = await market.pool();
      if (pool.price <= 0 && !needs.waitsForLiquidity) throw new Error('the pool holds no liquidity');
    } catch {
      const expired = this.strategy.expiry?.(params, this.state, now);
      if (expired) {
        this.stopRequest ??= expired;
        return 0;
      }
      await this.lifecycle.pause('data', line('poolUnavailable', undefined, 'warn'));
      return interval();
    }
    const reference = this.referenceView();
    if (this.ready.reference && reference === null) {
      await this.lifecycle.pause('data', line('bookUnavailable', undefined, 'warn'));
      return interval();
    }
    await this.lifecycle.resume('data', 'dataRecovered');

    const views = await wallets.read(now);
    // The sniper's launch block, looked up once the pool first holds liquidity.
    if (needs.waitsForLiquidity && pool.price > 0 && this.liquidSince === undefined) this.liquidSince = await market.liquidSince();
    const referenceEvents = this.ready.desk ? await this.ready.desk.reconcile(now) : undefined;
    this.tickNo++;
    const events = this.events.splice(0);
    for (const event of events) if (event.step !== undefined && event.step > this.swapStep) this.swapStep = event.step;
    const decision = this.strategy.decide({
      botId: this.bot.id,
      params,
      state: this.state,
      now,
      random: seededRandom(this.bot.id, now),
      pool,
      reference,
      wallets: views,
      events,
      actionBudget: this.budget.remaining(now),
      tick: this.tickNo,
      ...(this.liquidSince === undefined ? {} : { liquidSince: this.liquidSince }),
      ...(referenceEvents ? { referenceEvents } : {}),
    });
    await this.carryOut(decision, pool, now);
    return decision.nextTickMs ?? interval();
  }

  private referenceView(): ReferenceView | null {
    const watch = this.ready?.reference;
    if (!watch || !this.bot.secondVenue) return null;
    const book = watch.book;
    if (!book) return null;
    return {
      venue: this.bot.secondVenue,
      last: watch.last,
      bestBid: book.bids[0]?.[0] ?? null,
      bestAsk: book.asks[0]?.[0] ?? null,
      bidAmount: book.bids[0]?.[1] ?? 0,
      askAmount: book.asks[0]?.[1] ?? 0,
    };
  }

  private async carryOut(decision: DexDecision<unknown>, pool: PoolView, now: number): Promise<void> {
    for (const action of decision.actions) if (action.kind === 'log') this.log.relay(action.line);
    // The state is written with the last swap it has taken in (see getReady).
    this.keepState({ ...((decision.state ?? this.state) as object), [SWAP_STEP]: this.swapStep });
    const swaps = decision.actions.filter((action): action is Extract<DexAction, { kind: 'swap' }> => action.kind === 'swap');
    if (swaps.length > 0) await this.sendSwaps(swaps, pool, now);
    const legs = decision.actions.filter((action) => action.kind === 'referenceOrder');
    if (legs.length > 0 && this.ready?.desk) await this.ready.desk.place(legs, now);
    if (decision.realisedProfit !== undefined)
      this.deps.writes.addProgress(this.bot.id, { orders: 0, volume: 0, realisedProfit: decision.realisedProfit });

    this.stopRequest ??= this.budget.exhausted;
    const stop = decision.actions.find((action) => action.kind === 'stop');
    if (stop?.kind === 'stop') this.stopRequest ??= stop.reason;
    const pause = decision.actions.find((action) => action.kind === 'pause');
    if (pause?.kind === 'pause') await this.lifecycle.pause('strategy', pause.reason);
    else if (!pause) await this.lifecycle.resume('strategy', 'resumed');
  }

  /** Picks a wallet for each swap and sends them together (one wallet's swaps queue in nonce order). */
  private async sendSwaps(swaps: Array<Extract<DexAction, { kind: 'swap' }>>, pool: PoolView, now: number): Promise<void> {
    const { wallets, sender } = this.ready!;
    const params = this.bot.params as WalletWork;
    const random = seededRandom(this.bot.id, now, 'wallets');
    const views = await wallets.read(now);
    const busy = new Set<number>();
    const sending: Array<Promise<SwapEvent>> = [];
    for (const requested of swaps) {
      const swap = { ...requested };
      if (swap.limitPrice !== undefined) {
        swap.amount = amountWithin(pool, swap.side, swap.amount, swap.limitPrice);
        // Less than a hundredth of what was asked is not worth its gas.
        if (swap.amount < requested.amount / 100) {
          this.log.say('swapBeyondLimit', { side: swap.side, price: swap.limitPrice });
          continue;
        }
      }
      const candidates = swap.walletId === undefined ? views : views.filter((view) => view.id === swap.walletId);
      const picked = pickWallet(candidates, swap.side, swap.amount, random, wallets.pickOptions, busy);
      if ('refused' in picked) {
        this.events.push({
          tag: swap.tag,
          side: swap.side,
          walletId: swap.walletId ?? 0,
          status: 'failed',
          baseAmount: 0,
          quoteAmount: 0,
          price: 0,
          reason: picked.refused,
        });
        continue;
      }
      if (!this.budget.spend(now)) break;
      busy.add(picked.wallet.id);
      if (swap.reason) this.log.relay(swap.reason);
      sending.push(
        sender.send({
          tag: swap.tag,
          side: swap.side,
          amount: swap.amount,
          wallet: wallets.wallet(picked.wallet.id)!,
          slippagePercent: params.slippage_percent ?? 1,
          gasMultiplier: params.gas_multiplier ?? 1,
          held: wallets.heldFor(picked.wallet.id, swap.side),
          ...(swap.limitPrice === undefined ? {} : { limitPrice: swap.limitPrice }),
        }),
      );
    }
    const settled = await Promise.allSettled(sending);
    const done: SwapEvent[] = [];
    for (const outcome of settled) if (outcome.status === 'fulfilled') done.push(outcome.value);
    for (const event of done) this.report(event);
    this.events.push(...done);
    if (done.some((event) => event.status === 'done')) this.ready!.market.poolMoved();
    await wallets.refresh([...busy]);
    const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failure) {
      this.unresolved = true;
      throw failure.reason;
    }
  }

  private report(event: SwapEvent): void {
    if (event.status === 'done') {
      this.deps.writes.addProgress(this.bot.id, { orders: 1, volume: event.quoteAmount });
      const market = this.ready?.market;
      this.log.say(event.side === 'buy' ? 'swapBought' : 'swapSold', {
        base: round(event.baseAmount),
        baseSymbol: market?.base.symbol ?? '',
        quote: round(event.quoteAmount),
        quoteSymbol: market?.quote.symbol ?? '',
        price: round(event.price),
      });
    } else this.log.say('swapFailed', { side: event.side, reason: event.reason ?? 'reverted' }, 'warn');
  }

  protected async cleanUp(reason: LogLine | null): Promise<void> {
    this.ready?.reference?.close();
    // Stop cancels the bot's pending orders on the reference exchange (spec §4).
    if (reason && this.ready?.desk) {
      this.leftOpen = sayStopCancelled(this.log, await this.ready.desk.close(() => this.deps.clock.now()));
    }
  }
}

/** Six significant digits for the log. */
const round = (value: number) => Number(value.toPrecision(6));
