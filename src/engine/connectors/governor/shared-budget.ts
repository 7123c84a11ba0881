// Scaled-out mode: several processes trade with the same API keys, so a key's rate budget lives in
// Redis (redis-token-bucket.ts) instead of in each process. One SharedBudget per process holds the
// one Redis connection that every governor of the process asks through, and closes it with the pool.
//
// When Redis does not answer, nothing is granted (the budget cannot be checked, and the venue would
// ban the key before anyone noticed): requests wait and ask again, and the outage is logged once.
import { Redis } from 'ioredis';
import type { GovernorLimits } from './budget.ts';
import { GOVERNOR_SCRIPTS, type GovernorScript, RedisTokenBucket, type ScriptRunner } from './redis-token-bucket.ts';

export interface SharedBudgetOptions {
  redisUrl: string;
  /** Prefix of every Redis key, so several deployments (and each test) can share one Redis. */
  prefix: string;
  /** Where an outage is reported (once per outage); console.warn by default. */
  warn?: (message: string, error?: unknown) => void;
}

/** A round trip slower than this counts as unanswered, so a silent network does not hold requests forever. */
const COMMAND_TIMEOUT_MS = 2_000;

type ScriptCommands = Record<GovernorScript, (key: string, ...args: Array<string | number>) => Promise<unknown>>;

export class SharedBudget {
  private readonly redis: Redis;
  private readonly runner: ScriptRunner;
  private readonly warn: (message: string, error?: unknown) => void;
  private inOutage = false;
  private closed = false;

  constructor(private readonly options: SharedBudgetOptions) {
    this.warn = options.warn ?? ((message, error) => console.warn(message, error));
    // A command fails after one reconnect attempt (or the timeout) instead of waiting in ioredis's
    // queue: the governor then waits and asks again, and the outage gets reported.
    this.redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS });
    for (const [name, lua] of Object.entries(GOVERNOR_SCRIPTS)) this.redis.defineCommand(name, { numberOfKeys: 1, lua });
    // An 'error' event nobody hears would be printed for every reconnect attempt; ioredis keeps reconnecting.
    this.redis.on('error', (error) => this.reportFailure(error));
    const commands = this.redis as unknown as ScriptCommands;
    this.runner = {
      run: (script, key, args) => commands[script](key, ...args),
      answered: () => {
        if (!this.inOutage) return;
        this.inOutage = false;
        if (!this.closed) this.warn('shared rate budget: Redis answers again');
      },
      failed: (error) => this.reportFailure(error),
    };
  }

  /** The shared budget of one governor; `identity` names it the same in every process (the pool's key for it). */
  bucket(identity: string, limits: GovernorLimits): RedisTokenBucket {
    return new RedisTokenBucket(this.runner, `${this.options.prefix}:governor:${identity}`, limits);
  }

  /** Ends the connection; commands still on their way fail, and the closed governors ignore them. */
  close(): void {
    this.closed = true;
    this.redis.disconnect();
  }

  private reportFailure(error: unknown): void {
    if (this.inOutage || this.closed) return;
    this.inOutage = true;
    this.warn('shared rate budget: Redis does not answer; requests on shared keys wait until it does', error);
  }
}
