// One running DEX or NFT bot: the same lifecycle, log, failure handling and safety budget as an
// exchange bot's session (bot-session.ts), but it trades by swaps from its group's wallets. A tick
// reads the pool (shared across bots), the wallets and, for kinds that watch one, a reference
// market; asks the strategy; sends the swaps it asked for (in parallel across wallets, each
// recorded before it is signed) and hands what they did back on the next tick.
import { TickLoop } from '../tick-loop.ts';
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
import { pickWallet } from './wallet-picker.ts';

export interface DexSessionDeps {
  access: DexAccess;
  swaps: SwapStore;
}

interface Ready {
  market: DexMarket;
  sender: SwapSender;
  wallets: DexWalletBook;
  reference: MarketWatch | null;
}

interface WalletWork {
  wallet_group_id?: number;
  gas_multiplier?: number;
  slippage_percent?: number;
}

export class DexBotSession extends TickLoop {
  private ready: Ready | null = null;
  private tickNo = 0;
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
    const sender = new SwapSender(this.bot.id, this.bot.userId, market, this.dex.swaps, await this.dex.swaps.lastStep(this.bot.id));
    const recovered = await sender.recoverPending();
    if (recovered.length > 0) this.log.say('swapsRecovered', { count: recovered.length });
    this.events.push(...recovered);
    const referenceSymbol = this.strategy.needs(this.bot.params).referenceSymbol;
    const reference =
      this.bot.secondVenue && referenceSymbol ? new MarketWatch(this.deps.market, this.bot.secondVenue, referenceSymbol, 5) : null;
    return { market, sender, wallets: new DexWalletBook(market), reference };
  }

  protected async tickBody(now: number): Promise<number> {
    const params = this.bot.params;
    const interval = () => this.strategy.intervalMs(params, seededRandom(this.bot.id, now, 'interval'));
    this.ready ??= await this.getReady();
    const { market, wallets } = this.ready;
    await this.lifecycle.leaveQueue(now);

    let pool: PoolView;
    try {
      pool = await market.pool();
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
    this.tickNo++;
    const events = this.events.splice(0);
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
    });
    await this.carryOut(decision, pool, now);
    return decision.nextTickMs ?? interval();
  }

  private referenceView(): ReferenceView | null {
    const watch = this.ready?.reference;
    if (!watch || !this.bot.secondVenue) return null;
    const book = watch.book;
    if (!book) return null;
    return { venue: this.bot.secondVenue, last: watch.last, bestBid: book.bids[0]?.[0] ?? null, bestAsk: book.asks[0]?.[0] ?? null };
  }

  private async carryOut(decision: DexDecision<unknown>, pool: PoolView, now: number): Promise<void> {
    for (const action of decision.actions) if (action.kind === 'log') this.log.relay(action.line);
    this.keepState(decision.state);
    const swaps = decision.actions.filter((action): action is Extract<DexAction, { kind: 'swap' }> => action.kind === 'swap');
    if (swaps.length > 0) await this.sendSwaps(swaps, pool, now);
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
          ...(swap.limitPrice === undefined ? {} : { limitPrice: swap.limitPrice }),
        }),
      );
    }
    const settled = await Promise.allSettled(sending);
    const done: SwapEvent[] = [];
    for (const outcome of settled) if (outcome.status === 'fulfilled') done.push(outcome.value);
    for (const event of done) this.report(event);
    this.events.push(...done);
    await wallets.refresh([...busy]);
    const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failure) throw failure.reason;
  }

  private report(event: SwapEvent): void {
    if (event.status === 'done') {
      this.deps.writes.addProgress(this.bot.id, { orders: 1, volume: event.quoteAmount });
      this.log.say(event.side === 'buy' ? 'swapBought' : 'swapSold', {
        base: round(event.baseAmount),
        quote: round(event.quoteAmount),
        price: round(event.price),
      });
    } else this.log.say('swapFailed', { side: event.side, reason: event.reason ?? 'reverted' }, 'warn');
  }

  protected async shutdown(reason: LogLine | null): Promise<void> {
    try {
      this.ready?.reference?.close();
      if (reason) {
        this.log.append(reason);
        await this.lifecycle.set('stopped', { reason }).catch((error: unknown) => this.deps.onError(error, this.bot.id));
      }
      await this.deps.writes.flush();
    } finally {
      this.deps.onHalted(this.bot.id);
    }
  }
}

/** Six significant digits for the log. */
const round = (value: number) => Number(value.toPrecision(6));
