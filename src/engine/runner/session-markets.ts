// The markets a bot watches, one per venue slot: the shared book and price feed, the market rules
// and the account's balances there. It says whether the strategy can be asked this tick, when the
// bot's orders must be looked up on the venue, and keeps the balances fresh without asking often.
import type { MarketKind } from '../connectors/venue-definition.ts';
import { midOf } from '../strategies/helpers.ts';
import { futuresBuyingPower } from './futures-buying-power.ts';
import { applyFuturesFill, type FuturesPosition, netPosition } from './futures-pnl.ts';
import type { MarketWatch } from './market-watch.ts';
import type { OrderTracker } from './order-tracker.ts';
import type { FillRecord } from './store-port.ts';
import type { VenueSlot, VenueView } from './types.ts';

/** How long a new watch may wait for its first book before the bot counts as paused. */
const FIRST_DATA_GRACE_MS = 15_000;
const BALANCE_MAX_AGE_MS = 30_000;
/** The bot asks the venue about its orders at least this often, whatever the trades feed says. */
export const RECONCILE_MAX_AGE_MS = 15_000;
/** Trades reach the shared feed a poll later, and venue times differ from this clock: look back this much further. */
const CLOCK_MARGIN_MS = 5_000;
const BALANCE_AFTER_CHANGE_MS = 3_000;

export interface WatchedMarket {
  watch: MarketWatch;
  /** A perpetual's balances are its futures wallet's buying power (futures-buying-power.ts). */
  kind: MarketKind;
  view: Omit<VenueView, 'book' | 'last'>;
  balanceAt: number;
  /** A perpetual's position, from the venue at each balance refresh and following the bot's fills in between; absent while unknown. */
  position?: FuturesPosition | null;
}

export type MarketViews = Partial<Record<VenueSlot, VenueView>>;

/** What the strategy sees this tick, or why it cannot be asked yet. */
export type MarketReading =
  | { kind: 'ready'; views: MarketViews }
  /** A new watch has had no book yet: look again shortly. */
  | { kind: 'warmingUp' }
  | { kind: 'noBook' };

export class SessionMarkets {
  private reconciledAt = 0;
  private balancesDirty = true;

  constructor(
    private readonly watched: Partial<Record<VenueSlot, WatchedMarket>>,
    private readonly openedAt: number,
  ) {}

  private entries(): Array<[VenueSlot, WatchedMarket]> {
    return Object.entries(this.watched) as Array<[VenueSlot, WatchedMarket]>;
  }

  /** Without a book (when the kind needs one) the strategy is not asked; without a price it is. */
  read(bookDepth: number, now: number): MarketReading {
    const views: MarketViews = {};
    for (const [slot, entry] of this.entries()) {
      const book = bookDepth > 0 ? entry.watch.book : null;
      if (bookDepth > 0 && !book) {
        return !entry.watch.hasBook && now - this.openedAt < FIRST_DATA_GRACE_MS ? { kind: 'warmingUp' } : { kind: 'noBook' };
      }
      views[slot] = { ...entry.view, book, last: entry.watch.last };
    }
    return { kind: 'ready', views };
  }

  /** An action or a fill may have moved the balances: look them up again soon. */
  balancesChanged(): void {
    this.balancesDirty = true;
  }

  /**
   * Fills about to be recorded: the balances moved, and a fill on a perpetual is given what it
   * realised against the position (futures-pnl.ts), or null while the position is unknown.
   */
  fillsSeen(fills: FillRecord[]): void {
    this.balancesChanged();
    for (const fill of fills) {
      const entry = this.watched[fill.venue];
      if (entry?.kind !== 'swap') continue;
      if (!entry.position) {
        fill.realisedPnl = null;
        continue;
      }
      const { position, realised } = applyFuturesFill(entry.position, fill);
      entry.position = position;
      fill.realisedPnl = realised;
    }
  }

  /**
   * Asking the venue about the bot's orders costs a request; it is needed only when an order's
   * outcome is unknown, when the market traded at or through one of the bot's prices since the last
   * look (the shared trades feed says), or every RECONCILE_MAX_AGE_MS all the same.
   */
  mustReconcile(tracker: OrderTracker, now: number): boolean {
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
      if (this.watched[slot]?.watch.mayHaveFilled(this.reconciledAt - CLOCK_MARGIN_MS, highestBuy, lowestSell) ?? true) return true;
    }
    return false;
  }

  reconciled(now: number): void {
    this.reconciledAt = now;
  }

  /** Fetches the balances that are old (or changed since), and puts them into this tick's views. */
  async refreshBalances(tracker: OrderTracker, now: number, views: MarketViews): Promise<void> {
    for (const [slot, entry] of this.entries()) {
      const age = now - entry.balanceAt;
      if (age >= BALANCE_MAX_AGE_MS || (this.balancesDirty && age >= BALANCE_AFTER_CHANGE_MS)) {
        const { connector, symbol } = tracker.venue(slot);
        if (entry.kind === 'swap') {
          const [balances, positions] = await Promise.all([connector.fetchBalance('swap'), connector.fetchPositions([symbol])]);
          const price = entry.watch.last ?? midOf(entry.watch.book);
          Object.assign(entry.view, futuresBuyingPower(entry.view.rules, balances, positions, symbol, price));
          entry.position = netPosition(positions, symbol);
        } else {
          const balances = await connector.fetchBalance();
          entry.view.free = Object.fromEntries(balances.map((balance) => [balance.asset, balance.free]));
          entry.view.total = Object.fromEntries(balances.map((balance) => [balance.asset, balance.total]));
        }
        entry.balanceAt = now;
      }
      const view = views[slot];
      if (view) {
        view.free = entry.view.free;
        view.total = entry.view.total;
      }
    }
    this.balancesDirty = false;
  }

  close(): void {
    for (const [, entry] of this.entries()) entry.watch.close();
  }
}
