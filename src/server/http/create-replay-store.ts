// Chooses the replay store for a deployment (see replay-guard.ts): Redis when API processes are
// scaled out, so they share one window; otherwise the database, so a restart forgets nothing.
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { ReplayStore } from './replay-guard.ts';
import { DatabaseReplayStore } from './replay-store-database.ts';
import { RedisReplayStore } from './replay-store-redis.ts';

export function createReplayStore(options: { db: Db; scaled: { redisUrl: string; prefix: string } | null; log: Logger }): ReplayStore {
  if (!options.scaled) return new DatabaseReplayStore(options.db);
  return new RedisReplayStore(options.scaled.redisUrl, options.scaled.prefix, (error) =>
    options.log.warn({ error: error.message }, 'redis connection failed'),
  );
}
