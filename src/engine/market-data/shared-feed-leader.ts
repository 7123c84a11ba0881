// Which process polls a feed when several watch it (scaled-out mode): the one holding the feed's
// lock in Redis. Every process whose feed runs (it has watchers or a read's lease) tries to take
// the lock and, once it has it, renews it every renewEveryMs; the others only listen to the
// holder's outcomes. The holder releases the lock when its feed stops, and the others are told
// so and take it at once; a holder that dies keeps it until its TTL runs out, then the next
// watcher's attempt takes it. A process believes it holds the lock only until the TTL of its
// latest renewal would run out as counted from when it sent it, so a holder cut off from Redis
// (or stalled) stops polling before anyone else can have started.
// The timers here run on wall-clock time whatever the hub's clock is: the lock's TTL is Redis time.
import type { RedisFeedChannel } from './redis-feed-channel.ts';
import type { FeedOutcome, FeedShare, TopicFeed } from './topic-feed.ts';

export class SharedFeedLeader implements FeedShare {
  private running = false;
  /** Wall-clock time until which the lock is surely ours; 0 when we do not hold it. */
  private heldUntil = 0;
  private largestDemand = 0;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly channel: RedisFeedChannel,
    /** The feed's name in Redis: venue|symbol|topic. */
    private readonly name: string,
    private readonly feed: Pick<TopicFeed, 'receive' | 'wake' | 'localSize'>,
  ) {}

  leads(): boolean {
    return this.running && Date.now() < this.heldUntil;
  }

  demand(): number {
    return this.largestDemand;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unlisten = this.channel.listen(this.name, (message) => {
      if (message.type === 'released') void this.tick();
      else this.feed.receive(message);
    });
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.channel.renewEveryMs);
    this.timer.unref();
  }

  publish(outcome: FeedOutcome): void {
    // A poll that outlived our lock is not the deployment's any more: the new holder speaks for it.
    if (this.leads()) this.channel.publish(this.name, outcome).catch(() => {});
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unlisten?.();
    this.unlisten = null;
    // A renewal or attempt still under way releases what it finds ours when it returns (tick()).
    if (this.heldUntil > 0) this.channel.release(this.name).catch(() => {});
    this.heldUntil = 0;
    this.channel.declareDemand(this.name, 0).catch(() => {});
  }

  /** Renews the lock, or tries to take it; says what size this process needs and learns the largest. */
  private async tick(): Promise<void> {
    if (this.ticking || !this.running) return;
    this.ticking = true;
    try {
      const sentAt = Date.now();
      const held = this.heldUntil > 0 ? await this.channel.renew(this.name) : await this.channel.acquire(this.name);
      if (!this.running) {
        if (held) await this.channel.release(this.name);
        return;
      }
      const led = this.leads();
      this.heldUntil = held ? sentAt + this.channel.lockTtlMs : 0;
      this.largestDemand = await this.channel.declareDemand(this.name, this.feed.localSize());
      if (this.leads() && !led) this.feed.wake();
    } catch {
      // Redis did not answer: a lock we held lapses by itself (leads() counts its TTL); next tick tries again.
    } finally {
      this.ticking = false;
    }
  }
}
