// The replay window in Redis: the scaled-out mode's store, shared by every API process behind the
// load balancer, so a request captured on its way to one process is refused by all the others.
// One `SET key 1 NX PX <ttl>` per request; Redis drops the keys when they expire.
//
// Redis must not evict these keys to make room (that would forget signatures inside the window):
// the deployment's Redis runs with `maxmemory-policy noeviction`, which BullMQ needs as well. A
// Redis out of memory then refuses the SET, and the request is refused as "server busy".
import { Redis } from 'ioredis';
import { REPLAY_TTL_MS, type ReplayStore, type ReplayVerdict, replayKeyOf } from './replay-guard.ts';

export class RedisReplayStore implements ReplayStore {
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    onError: (error: Error) => void,
  ) {
    // A call waits for a reconnection only briefly: an unreachable store refuses requests, it does not hang them.
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    this.redis.on('error', onError);
  }

  async remember(signature: Uint8Array, _now: number): Promise<ReplayVerdict> {
    try {
      const set = await this.redis.set(`${this.prefix}:replay:${replayKeyOf(signature)}`, '1', 'PX', REPLAY_TTL_MS, 'NX');
      return set === 'OK' ? 'fresh' : 'replayed';
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('OOM')) return 'full';
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
