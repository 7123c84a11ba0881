// One topic of one market (the BTC/USDT book on sandbox-a, its 1m candles, ...), polled through
// the venue's connector while anyone watches it and fanned out to every watcher. It stops when the
// last watcher leaves (and the last read's lease ends), and tells watchers when its data goes stale:
// - noUpdate: no successful answer for staleAfterMs (the venue fails or is unreachable);
// - venueTimeLag: the venue's own time on the data (ticker) lags by more than staleAfterMs;
// - unchanged: the book's update id has not moved for frozenAfterMs (a stalled venue feed); an
//   empty book is exempt (a market before its listing stays empty and unchanged).
// In scaled-out mode (a FeedShare) only one process polls; the others get its outcomes through
// receive() and treat them as their own polls', so watchers see the same events either way.
import type { Clock, TimerHandle } from '../clock.ts';
import { RateLimitedError, VenueError } from '../connectors/errors.ts';
import type { OrderBookSnapshot } from '../connectors/types.ts';
import { fetchTopic, type MarketDataSource, sizeOf, type Topic, type TopicKind, type TopicValue, venueTimeOf } from './topics.ts';

export type StaleReason = 'noUpdate' | 'venueTimeLag' | 'unchanged';

export type FeedEvent<V> =
  | { type: 'update'; value: V; receivedAt: number }
  | { type: 'stale'; reason: StaleReason; since: number }
  | { type: 'fresh' }
  | { type: 'error'; error: unknown };

export interface FeedTimings {
  intervalMs: number;
  staleAfterMs: number;
  frozenAfterMs: number;
  /** Longest wait between attempts while the venue keeps failing. */
  maxBackoffMs: number;
}

/** What one poll brought: a value fetched at a size, or the venue's error. */
export type FeedOutcome =
  | { type: 'update'; value: TopicValue[TopicKind]; size: number; receivedAt: number }
  | { type: 'error'; error: unknown };

/** A feed's part in a deployment where several processes watch it and one polls (shared-feed-leader.ts). */
export interface FeedShare {
  /** Whether this process is the one that polls the venue now. */
  leads(): boolean;
  /** The largest size any process watching the feed needs. */
  demand(): number;
  start(): void;
  /** An outcome of this process's poll, for the other processes. */
  publish(outcome: FeedOutcome): void;
  stop(): void;
}

export interface FeedSubscriber {
  topic: Topic;
  listener: (event: FeedEvent<TopicValue[TopicKind]>) => void;
}

export class TopicFeed {
  private readonly subscribers = new Set<FeedSubscriber>();
  /** Reads keep the feed alive without subscribing: size asked → lease end. */
  private readonly leases = new Map<number, number>();
  private timer: TimerHandle | null = null;
  private running = false;
  private failures = 0;
  private startedAt = 0;
  private changedAt = 0;
  private lastNonce: number | null = null;
  private waiting: Array<{ minSize: number; resolve(): void; reject(error: unknown): void }> = [];
  value: TopicValue[TopicKind] | null = null;
  /** The size the value was fetched at (book depth, candle count). */
  valueSize = 0;
  receivedAt = 0;
  lastError: unknown = null;
  stale: { reason: StaleReason; since: number } | null = null;
  /** Upstream requests sent (what one feed costs the venue). */
  requests = 0;
  private readonly share: FeedShare | null;

  constructor(
    readonly venue: string,
    readonly symbol: string,
    readonly kind: TopicKind,
    /** Any topic with this feed's key: says what to fetch (kind, timeframe); sizes come from the watchers. */
    private readonly template: Topic,
    private readonly connector: () => MarketDataSource,
    private readonly clock: Clock,
    private readonly timings: FeedTimings,
    private readonly onIdle: (feed: TopicFeed) => void,
    /** Scaled-out mode: how this feed takes part in the deployment's one poller per feed. */
    shareFor?: (feed: TopicFeed) => FeedShare,
  ) {
    this.share = shareFor?.(this) ?? null;
  }

  get watchers(): number {
    return this.subscribers.size;
  }

  get active(): boolean {
    return this.running;
  }

  add(subscriber: FeedSubscriber): void {
    this.subscribers.add(subscriber);
    this.start();
  }

  remove(subscriber: FeedSubscriber): void {
    this.subscribers.delete(subscriber);
    if (this.isIdle()) this.stop();
  }

  /** Keeps the feed running for `ms` without a subscriber (a client polling over HTTP). */
  lease(topic: Topic, ms: number): void {
    const size = sizeOf(topic);
    this.leases.set(size, Math.max(this.leases.get(size) ?? 0, this.clock.now() + ms));
    this.start();
  }

  /**
   * Resolves once the feed holds a value fetched at `minSize` or more (at once when it does);
   * rejects with the venue's error when the last attempt failed.
   */
  firstValue(minSize = 0): Promise<void> {
    if (this.value !== null && this.valueSize >= minSize) return Promise.resolve();
    if (this.lastError !== null) return Promise.reject(this.lastError);
    return new Promise((resolve, reject) => this.waiting.push({ minSize, resolve, reject }));
  }

  /**
   * An outcome of the process that polls this feed for the deployment, handled as a poll of our
   * own would be. An update older than the one held (a message overtaken by another) is dropped.
   */
  receive(outcome: FeedOutcome): void {
    if (!this.running) return;
    if (outcome.type === 'error') this.fail(outcome.error);
    else if (outcome.receivedAt > this.receivedAt) this.accept(outcome.value, outcome.size, outcome.receivedAt);
    this.checkStaleness();
  }

  /** Polls now rather than at the next interval: this process has just become the feed's poller. */
  wake(): void {
    // No timer while a poll is under way; it schedules the next one itself.
    if (!this.running || this.timer === null) return;
    this.timer.cancel();
    this.schedule(0);
  }

  /** The largest size this process's own watchers and reads ask for. */
  localSize(): number {
    return Math.max(0, ...[...this.subscribers].map((subscriber) => sizeOf(subscriber.topic)), ...this.leases.keys());
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.timer?.cancel();
    this.timer = null;
    this.share?.stop();
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error(`feed ${this.venue} ${this.symbol} ${this.kind} stopped`));
    this.onIdle(this);
  }

  private isIdle(): boolean {
    const now = this.clock.now();
    for (const [size, until] of this.leases) if (until <= now) this.leases.delete(size);
    return this.subscribers.size === 0 && this.leases.size === 0;
  }

  private start(): void {
    if (this.running) return;
    this.running = true;
    this.startedAt = this.clock.now();
    this.share?.start();
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    this.timer = this.clock.schedule(delayMs, () => {
      this.timer = null;
      void this.poll();
    });
  }

  /** The largest size any watcher asked for, in any process watching the feed. */
  private size(): number {
    return Math.max(this.localSize(), this.share?.demand() ?? 0);
  }

  private async poll(): Promise<void> {
    if (!this.running) return;
    if (this.isIdle()) {
      this.stop();
      return;
    }
    let delay = this.timings.intervalMs;
    // Another process polls the venue; its outcomes arrive through receive(). Staleness is still
    // judged here, so a poller that dies shows as no update until another takes over.
    if (this.share && !this.share.leads()) {
      this.checkStaleness();
      this.schedule(delay);
      return;
    }
    try {
      this.requests++;
      const size = this.size();
      const value = await fetchTopic(this.connector(), this.symbol, this.template, size);
      if (!this.running) return;
      this.accept(value, size, this.clock.now());
      this.share?.publish({ type: 'update', value, size, receivedAt: this.receivedAt });
    } catch (error) {
      if (!this.running) return;
      this.fail(error);
      delay = this.backoff(error);
      this.share?.publish({ type: 'error', error });
    }
    this.checkStaleness();
    if (this.running) this.schedule(delay);
  }

  private accept(value: TopicValue[TopicKind], size: number, receivedAt: number): void {
    const now = this.clock.now();
    this.failures = 0;
    this.lastError = null;
    if (this.kind === 'book') {
      const book = value as OrderBookSnapshot;
      const nonce = book.nonce;
      // An empty book is a market not trading yet (before a listing) or emptied, not a stalled
      // feed: it stays unchanged for as long as nobody quotes, and a bot may be the first to.
      const empty = book.bids.length === 0 && book.asks.length === 0;
      if (empty || nonce === null || nonce !== this.lastNonce || this.changedAt === 0) this.changedAt = now;
      this.lastNonce = nonce;
    } else {
      this.changedAt = now;
    }
    this.value = value;
    this.valueSize = size;
    this.receivedAt = receivedAt;
    this.emit({ type: 'update', value, receivedAt });
    const ready = this.waiting.filter((waiter) => waiter.minSize <= size);
    this.waiting = this.waiting.filter((waiter) => waiter.minSize > size);
    for (const waiter of ready) waiter.resolve();
  }

  private fail(error: unknown): void {
    this.failures++;
    this.lastError = error;
    this.emit({ type: 'error', error });
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }

  private backoff(error: unknown): number {
    const { intervalMs, maxBackoffMs } = this.timings;
    if (error instanceof RateLimitedError) return Math.max(intervalMs, error.retryAfterMs);
    // A refused request (unknown pair, bad key) fails the same way again: ask rarely.
    if (error instanceof VenueError && error.action !== 'retry') return maxBackoffMs;
    return Math.min(maxBackoffMs, intervalMs * 2 ** Math.min(this.failures, 10));
  }

  private checkStaleness(): void {
    const now = this.clock.now();
    const { staleAfterMs, frozenAfterMs } = this.timings;
    let reason: StaleReason | null = null;
    const lastGood = this.receivedAt || this.startedAt;
    if (now - lastGood > staleAfterMs) reason = 'noUpdate';
    else if (this.value !== null) {
      const venueTime = venueTimeOf(this.kind, this.value);
      if (venueTime !== null && now - venueTime > staleAfterMs) reason = 'venueTimeLag';
      else if (this.kind === 'book' && this.lastNonce !== null && now - this.changedAt > frozenAfterMs) reason = 'unchanged';
    }
    if (reason && !this.stale) {
      this.stale = { reason, since: now };
      this.emit({ type: 'stale', reason, since: now });
    } else if (!reason && this.stale) {
      this.stale = null;
      this.emit({ type: 'fresh' });
    }
  }

  private emit(event: FeedEvent<TopicValue[TopicKind]>): void {
    for (const subscriber of [...this.subscribers]) {
      try {
        subscriber.listener(event);
      } catch {
        // A watcher's failure is its own; the others still get the data.
      }
    }
  }
}
