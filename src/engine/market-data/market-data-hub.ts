// One shared feed per (venue, market, topic), polled through the venue's public connector, cached,
// and fanned out to every subscriber: UI clients (through the server's Markets calls) and bots.
// N watchers of one market cause one upstream request stream, not N. Given a shared Redis
// (scaled-out mode), that holds across processes: one process polls each feed and the others
// receive its updates (shared-feed-leader.ts); without one, every feed is this process's own.
import { type Clock, systemClock } from '../clock.ts';
import { type FeedEvent, type FeedSubscriber, type FeedTimings, type StaleReason, TopicFeed } from './topic-feed.ts';
import { RedisFeedChannel, type SharedFeedsOptions } from './redis-feed-channel.ts';
import { SharedFeedLeader } from './shared-feed-leader.ts';
import { type MarketDataSource, sizeOf, type Topic, type TopicKind, topicKey, trimTo, type ValueOf } from './topics.ts';

export interface MarketSnapshot<V> {
  value: V;
  receivedAt: number;
  stale: boolean;
  staleReason: StaleReason | null;
}

export interface MarketDataHubOptions {
  /** The connector a venue's feeds poll through (its public connector). */
  connectorFor: (venue: string) => MarketDataSource;
  clock?: Clock;
  timings?: Partial<Record<TopicKind, Partial<FeedTimings>>>;
  /** Multiplies every topic's default polling interval (MARKET_FEED_INTERVAL_SCALE); staleness limits stay. */
  intervalScale?: number;
  /** How long a read() keeps a feed running without subscribers (a client polling over HTTP). */
  leaseMs?: number;
  /** Scaled-out mode: the Redis through which the processes share their feeds. */
  shared?: SharedFeedsOptions;
}

const DEFAULT_TIMINGS: Record<TopicKind, FeedTimings> = {
  book: { intervalMs: 1_000, staleAfterMs: 10_000, frozenAfterMs: 60_000, maxBackoffMs: 30_000 },
  ticker: { intervalMs: 2_000, staleAfterMs: 15_000, frozenAfterMs: 60_000, maxBackoffMs: 30_000 },
  trades: { intervalMs: 2_000, staleAfterMs: 15_000, frozenAfterMs: 60_000, maxBackoffMs: 30_000 },
  candles: { intervalMs: 5_000, staleAfterMs: 30_000, frozenAfterMs: 120_000, maxBackoffMs: 60_000 },
};

export interface FeedInfo {
  venue: string;
  symbol: string;
  topic: string;
  watchers: number;
  requests: number;
  stale: StaleReason | null;
}

export class MarketDataHub {
  private readonly feeds = new Map<string, TopicFeed>();
  private readonly clock: Clock;
  private readonly leaseMs: number;
  private readonly channel: RedisFeedChannel | null;

  constructor(private readonly options: MarketDataHubOptions) {
    this.clock = options.clock ?? systemClock;
    this.leaseMs = options.leaseMs ?? 15_000;
    this.channel = options.shared ? new RedisFeedChannel(options.shared) : null;
  }

  /** Watches a topic; the listener gets updates trimmed to what it asked for. Returns the unsubscribe. */
  subscribe<T extends Topic>(venue: string, symbol: string, topic: T, listener: (event: FeedEvent<ValueOf<T>>) => void): () => void {
    const feed = this.feed(venue, symbol, topic);
    const subscriber: FeedSubscriber = {
      topic,
      listener: (event) =>
        listener(
          event.type === 'update' ? { ...event, value: trimTo(topic, event.value as ValueOf<T>) } : (event as FeedEvent<ValueOf<T>>),
        ),
    };
    feed.add(subscriber);
    if (feed.value !== null) subscriber.listener({ type: 'update', value: feed.value, receivedAt: feed.receivedAt });
    if (feed.stale) subscriber.listener({ type: 'stale', ...feed.stale });
    return () => feed.remove(subscriber);
  }

  /**
   * The latest value of a topic from its shared feed, starting the feed when nobody watches it yet
   * and keeping it running for the lease. Waits for the first answer; rejects with the venue's error.
   */
  async read<T extends Topic>(venue: string, symbol: string, topic: T): Promise<MarketSnapshot<ValueOf<T>>> {
    const feed = this.feed(venue, symbol, topic);
    feed.lease(topic, this.leaseMs);
    await feed.firstValue(sizeOf(topic));
    return {
      value: trimTo(topic, feed.value as ValueOf<T>),
      receivedAt: feed.receivedAt,
      stale: feed.stale !== null,
      staleReason: feed.stale?.reason ?? null,
    };
  }

  list(): FeedInfo[] {
    return [...this.feeds.values()].map((feed) => ({
      venue: feed.venue,
      symbol: feed.symbol,
      topic: feed.kind,
      watchers: feed.watchers,
      requests: feed.requests,
      stale: feed.stale?.reason ?? null,
    }));
  }

  /** Stops every feed, handing the ones this process polls to other processes; resolves once Redis is closed. */
  close(): Promise<void> {
    for (const feed of [...this.feeds.values()]) feed.stop();
    this.feeds.clear();
    return this.channel?.close() ?? Promise.resolve();
  }

  /**
   * Stops as a killed process would (tests show takeover with it): the Redis connections are cut
   * first, so the feeds this process polled stay locked until their TTL runs out.
   */
  crash(): void {
    this.channel?.drop();
    for (const feed of [...this.feeds.values()]) feed.stop();
    this.feeds.clear();
  }

  private feed(venue: string, symbol: string, topic: Topic): TopicFeed {
    const key = `${venue}|${symbol}|${topicKey(topic)}`;
    let feed = this.feeds.get(key);
    if (!feed) {
      const defaults = DEFAULT_TIMINGS[topic.kind];
      const intervalMs = Math.round(defaults.intervalMs * (this.options.intervalScale ?? 1));
      const timings = { ...defaults, intervalMs, ...this.options.timings?.[topic.kind] };
      const channel = this.channel;
      feed = new TopicFeed(
        venue,
        symbol,
        topic.kind,
        topic,
        () => this.options.connectorFor(venue),
        this.clock,
        timings,
        (stopped) => {
          if (this.feeds.get(key) === stopped) this.feeds.delete(key);
        },
        channel ? (topicFeed) => new SharedFeedLeader(channel, key, topicFeed) : undefined,
      );
      this.feeds.set(key, feed);
    }
    return feed;
  }
}
