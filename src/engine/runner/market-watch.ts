// A bot's view of its market from the shared market-data feeds (one feed per venue, market and
// topic, however many bots watch it): the latest book and last price, and whether each is usable.
import type { FeedEvent } from '../market-data/topic-feed.ts';
import type { Topic, ValueOf } from '../market-data/topics.ts';
import type { PublicTrade } from '../connectors/types.ts';
import type { BookView } from './types.ts';

/** Trades kept per watch: enough to cover the feed's polling interval on a busy market. */
const TRADES_KEPT = 200;

/** The part of the market-data hub a bot needs (MarketDataHub provides it). */
export interface MarketFeedSource {
  subscribe<T extends Topic>(venue: string, symbol: string, topic: T, listener: (event: FeedEvent<ValueOf<T>>) => void): () => void;
}

export class MarketWatch {
  private bookValue: BookView | null = null;
  private bookStale = false;
  private lastValue: number | null = null;
  private tickerStale = false;
  private tickerFailed = false;
  private readonly unsubscribe: Array<() => void> = [];
  private trades: PublicTrade[] = [];
  private tradesUsable = false;
  /** Trades older than this may be missing from `trades` (a batch did not reach back to the previous one). */
  private coveredSince = Number.POSITIVE_INFINITY;

  constructor(source: MarketFeedSource, venue: string, symbol: string, bookDepth: number, watchTrades = false) {
    if (watchTrades) {
      this.unsubscribe.push(
        source.subscribe(venue, symbol, { kind: 'trades', limit: 100 }, (event) => {
          if (event.type === 'update') this.addTrades(event.value);
          else if (event.type === 'error' || event.type === 'stale') this.tradesUsable = false;
        }),
      );
    }
    if (bookDepth > 0) {
      this.unsubscribe.push(
        source.subscribe(venue, symbol, { kind: 'book', depth: bookDepth }, (event) => {
          if (event.type === 'update') {
            this.bookValue = { bids: event.value.bids, asks: event.value.asks, receivedAt: event.receivedAt };
          } else if (event.type === 'stale') this.bookStale = true;
          else if (event.type === 'fresh') this.bookStale = false;
        }),
      );
    }
    this.unsubscribe.push(
      source.subscribe(venue, symbol, { kind: 'ticker' }, (event) => {
        if (event.type === 'update') {
          // A market without a trade yet reports 0: that is no price.
          this.lastValue = event.value.last !== null && event.value.last > 0 ? event.value.last : null;
          this.tickerFailed = false;
        } else if (event.type === 'error') this.tickerFailed = true;
        else if (event.type === 'stale') this.tickerStale = true;
        else if (event.type === 'fresh') this.tickerStale = false;
      }),
    );
  }

  /** The book, or null while it is unavailable or stale. */
  get book(): BookView | null {
    return this.bookStale ? null : this.bookValue;
  }

  /** Whether the feed has answered at least once (a new watch waits for it before the first tick). */
  get hasBook(): boolean {
    return this.bookValue !== null;
  }

  /** The last trade price, or null while the ticker is failing or stale. */
  get last(): number | null {
    return this.tickerStale || this.tickerFailed ? null : this.lastValue;
  }

  private addTrades(batch: PublicTrade[]): void {
    const known = new Set(this.trades.map((trade) => trade.id));
    const fresh = batch.filter((trade) => !known.has(trade.id));
    const newest = this.trades[this.trades.length - 1];
    // A full batch with nothing we knew: trades between the two batches may be missing.
    if (newest && fresh.length === batch.length && batch.length > 0) this.coveredSince = batch[0]!.timestamp;
    else if (!newest) this.coveredSince = batch[0]?.timestamp ?? Number.POSITIVE_INFINITY;
    this.trades = [...this.trades, ...fresh].slice(-TRADES_KEPT);
    this.tradesUsable = true;
  }

  /**
   * Whether the market may have filled a resting order since `since`: a trade at or through one of
   * the prices, or trades the watch cannot account for. Without a usable trades feed: always.
   */
  mayHaveFilled(since: number, highestBuy: number | null, lowestSell: number | null): boolean {
    if (!this.tradesUsable || since < this.coveredSince) return true;
    for (let index = this.trades.length - 1; index >= 0; index--) {
      const trade = this.trades[index]!;
      if (trade.timestamp < since) break;
      if (highestBuy !== null && trade.price <= highestBuy) return true;
      if (lowestSell !== null && trade.price >= lowestSell) return true;
    }
    return false;
  }

  close(): void {
    for (const unsubscribe of this.unsubscribe.splice(0)) unsubscribe();
  }
}
