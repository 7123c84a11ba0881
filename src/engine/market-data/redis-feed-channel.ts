// The Redis side of shared feeds (scaled-out mode), and this area's only use of ioredis. Per feed
// (venue|symbol|topic) under the deployment's prefix:
// - feed:lock:<feed>   the id of the process that polls the feed; SET NX PX, kept by renewing
//                      while its value is still ours (a Lua compare-and-renew), gone with its TTL
//                      when that process dies;
// - feed:want:<feed>   hash: process id → "size:expiry" (Redis time), the book depth or candle
//                      count each watching process needs, so the poller fetches enough for all;
// - feed:last:<feed>   the poller's latest update, so a process that starts watching has a value
//                      at once instead of after the next poll;
// - feed:updates:<feed> (a pub/sub channel) each poll's outcome, and "released" when the poller
//                      stops, so another watcher takes over without waiting for the TTL.
// One connection sends commands; one is in subscriber mode (Redis allows nothing else on it).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { decodeFeedMessage, encodeFeedMessage, type FeedMessage } from './feed-codec.ts';

export interface SharedFeedsOptions {
  /** redis://host:port/db */
  redisUrl: string;
  /** Prefix of every Redis key, so several deployments (and each test) can share one Redis. */
  prefix: string;
  /** How long a poller's lock outlives its last renewal: the longest a dead poller's feeds go unpolled. */
  lockTtlMs?: number;
  renewEveryMs?: number;
}

export type FeedMessageHandler = (message: FeedMessage) => void;

// Only the holder may extend its lock: another process may have taken it after ours expired.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  redis.call('del', KEYS[1])
  redis.call('publish', ARGV[2], ARGV[3])
  return 1
end
return 0`;
// Records this process's size and answers the largest still-live one, dropping the expired
// entries of processes that died. Redis's own clock judges expiry, so machines' clocks may differ.
const DECLARE_DEMAND = `local time = redis.call('time')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('hset', KEYS[1], ARGV[1], ARGV[2] .. ':' .. (now + tonumber(ARGV[3])))
redis.call('pexpire', KEYS[1], ARGV[3])
local largest = 0
local entries = redis.call('hgetall', KEYS[1])
for i = 1, #entries, 2 do
  local size, expiry = string.match(entries[i + 1], '^(%d+):(%d+)$')
  if size == nil or tonumber(expiry) <= now then redis.call('hdel', KEYS[1], entries[i])
  elseif tonumber(size) > largest then largest = tonumber(size) end
end
return largest`;
/** How long the latest update is kept for newcomers; a feed judges an old one stale itself. */
const LAST_TTL_MS = 60_000;

export class RedisFeedChannel {
  /** This process's id: the lock's value and the sender of its messages. */
  readonly id = randomUUID();
  readonly lockTtlMs: number;
  readonly renewEveryMs: number;
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, { handlers: Set<FeedMessageHandler>; subscribed: Promise<unknown> }>();
  private dropped = false;

  constructor(private readonly options: SharedFeedsOptions) {
    this.lockTtlMs = options.lockTtlMs ?? 5_000;
    this.renewEveryMs = options.renewEveryMs ?? 1_500;
    this.commands = new Redis(options.redisUrl);
    this.subscriber = new Redis(options.redisUrl);
    this.subscriber.on('message', (channel: string, text: string) => this.dispatch(channel, text, true));
    // Without a listener ioredis prints every connection error; the feeds see them as failed calls.
    this.commands.on('error', () => {});
    this.subscriber.on('error', () => {});
  }

  /** Takes the feed's lock when nobody holds it. */
  async acquire(feed: string): Promise<boolean> {
    return (await this.commands.set(this.key('lock', feed), this.id, 'PX', this.lockTtlMs, 'NX')) === 'OK';
  }

  /** Extends the feed's lock; false when it is no longer ours. */
  async renew(feed: string): Promise<boolean> {
    return (await this.commands.eval(RENEW, 1, this.key('lock', feed), this.id, this.lockTtlMs)) === 1;
  }

  async release(feed: string): Promise<void> {
    if (this.dropped) return;
    const released = encodeFeedMessage(this.id, { type: 'released' });
    await this.commands.eval(RELEASE, 1, this.key('lock', feed), this.id, this.key('updates', feed), released);
  }

  /** Announces the size this process needs (0: it stopped watching); answers the largest any live process needs. */
  async declareDemand(feed: string, size: number): Promise<number> {
    if (this.dropped) return 0;
    const key = this.key('want', feed);
    if (size === 0) {
      await this.commands.hdel(key, this.id);
      return 0;
    }
    return Number(await this.commands.eval(DECLARE_DEMAND, 1, key, this.id, size, this.lockTtlMs * 2));
  }

  /** Sends a poll's outcome to the feed's other watchers. */
  async publish(feed: string, message: FeedMessage): Promise<void> {
    const text = encodeFeedMessage(this.id, message);
    const multi = this.commands.multi();
    if (message.type === 'update') multi.set(this.key('last', feed), text, 'PX', LAST_TTL_MS);
    await multi.publish(this.key('updates', feed), text).exec();
  }

  /** Delivers the feed's messages from other processes, starting with the latest update. Returns the stop. */
  listen(feed: string, handler: FeedMessageHandler): () => void {
    const channel = this.key('updates', feed);
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = { handlers: new Set(), subscribed: this.subscriber.subscribe(channel).catch(() => {}) };
      this.listeners.set(channel, listeners);
    }
    const { handlers, subscribed } = listeners;
    handlers.add(handler);
    // Read once subscribed, so no update falls between the two; a feed drops one older than what it has.
    void subscribed
      .then(() => this.commands.get(this.key('last', feed)))
      .then((text) => {
        if (text !== null && handlers.has(handler)) this.dispatch(channel, text, false, handler);
      })
      .catch(() => {});
    return () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      if (!this.dropped) this.subscriber.unsubscribe(channel).catch(() => {});
    };
  }

  /** Closes both connections after the commands already sent (lock releases among them). */
  async close(): Promise<void> {
    if (this.dropped) return;
    this.dropped = true;
    await Promise.allSettled([this.commands.quit(), this.subscriber.quit()]);
  }

  /** What a killed process leaves behind: the connections cut, its locks held until their TTL. */
  drop(): void {
    this.dropped = true;
    this.commands.disconnect();
    this.subscriber.disconnect();
  }

  private key(kind: 'lock' | 'want' | 'last' | 'updates', feed: string): string {
    return `${this.options.prefix}:feed:${kind}:${feed}`;
  }

  private dispatch(channel: string, text: string, live: boolean, only?: FeedMessageHandler): void {
    const decoded = decodeFeedMessage(text);
    // This process's own outcomes reached its watchers already; the stored latest one may be ours
    // from before a restart of the feed and is still the latest value.
    if (!decoded || (live && decoded.from === this.id)) return;
    for (const handler of only ? [only] : [...(this.listeners.get(channel)?.handlers ?? [])]) {
      try {
        handler(decoded.message);
      } catch {
        // One feed's failure is its own; the others still get their messages.
      }
    }
  }
}
