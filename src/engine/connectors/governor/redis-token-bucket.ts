// A key's budget kept in Redis, shared by every process trading with the key: the same buckets as
// local-budget.ts (weight, then one per order limit, with bucketShape's capacity and refill), held
// in one hash per governor and changed only by the Lua scripts below, so a grant is atomic across
// processes. The scripts read the time with Redis TIME, so the machines' own clocks do not matter;
// what comes back are durations ("wait 120 ms"), which each process waits out on its own clock.
//
// Hash fields: t<i>/a<i> the tokens of bucket i and when they were counted (ms, Redis time),
// p the pause-until of a 429. The hash expires once every bucket would be full again and the
// pause is over, which is what a missing hash means.
import type { Budget, BudgetRequest, GovernorLimits, GrantAnswer } from './budget.ts';
import { bucketShapesOf } from './budget.ts';

/** Requests looked at per round trip; more waiting ones are asked for at once after the answer. */
const MAX_BATCH = 64;
/** How long to wait before asking again when Redis did not answer. */
export const UNREACHABLE_RETRY_MS = 1_000;

// ARGV: the longest window (ms), the number of buckets, then capacity and rate (per ms) of each
// bucket; the operation's own arguments follow from ARGV[first].
const PRELUDE = `
local key = KEYS[1]
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local longestWindow = tonumber(ARGV[1])
local count = tonumber(ARGV[2])
local first = 3 + 2 * count
local stored = {}
local flat = redis.call('HGETALL', key)
for i = 1, #flat, 2 do stored[flat[i]] = tonumber(flat[i + 1]) end
local buckets = {}
for i = 1, count do
  local bucket = { capacity = tonumber(ARGV[1 + 2 * i]), rate = tonumber(ARGV[2 + 2 * i]) }
  bucket.tokens = stored['t' .. i] or bucket.capacity
  bucket.at = stored['a' .. i] or now
  if now > bucket.at then
    bucket.tokens = math.min(bucket.capacity, bucket.tokens + (now - bucket.at) * bucket.rate)
    bucket.at = now
  end
  buckets[i] = bucket
end
local pausedUntil = stored['p'] or 0

local function waitFor(bucket, amount)
  local needed = math.min(amount, bucket.capacity) - bucket.tokens
  if needed <= 0 then return 0 end
  if bucket.rate > 0 then return math.ceil(needed / bucket.rate) end
  return math.huge
end

local function save()
  local ttl = math.max(longestWindow, pausedUntil - now)
  local fields = { 'p', pausedUntil }
  for i, bucket in ipairs(buckets) do
    table.insert(fields, 't' .. i)
    table.insert(fields, bucket.tokens)
    table.insert(fields, 'a' .. i)
    table.insert(fields, bucket.at)
    if bucket.rate > 0 then ttl = math.max(ttl, (bucket.capacity - bucket.tokens) / bucket.rate) end
  end
  redis.call('HSET', key, unpack(fields))
  redis.call('PEXPIRE', key, math.ceil(ttl) + 1000)
end
`;

// ARGV[first]: the number of requests, then cost, new-order flag (1/0) and the weight it must leave
// (the people's share, for a bot's read) of each, in priority order. Returns { paused for (ms), wake in (ms, -1: never), 1 if held back by weight, granted flag
// of each request looked at }.
const ACQUIRE = `${PRELUDE}
if now < pausedUntil then return { math.ceil(pausedUntil - now), -1, 0 } end
local weight = buckets[1]
local wakeIn = math.huge
local reply = { 0, 0, 0 }
local changed = false
for j = 1, tonumber(ARGV[first]) do
  local cost = tonumber(ARGV[first + 3 * j - 2])
  local newOrder = ARGV[first + 3 * j - 1] == '1'
  local weightWait = waitFor(weight, cost + tonumber(ARGV[first + 3 * j]))
  if weightWait > 0 then
    wakeIn = math.min(wakeIn, weightWait)
    reply[3] = 1
    break
  end
  local orderWait = 0
  if newOrder then
    for i = 2, count do orderWait = math.max(orderWait, waitFor(buckets[i], 1)) end
  end
  if orderWait > 0 then
    wakeIn = math.min(wakeIn, orderWait)
    table.insert(reply, 0)
  else
    weight.tokens = weight.tokens - cost
    if newOrder then
      for i = 2, count do buckets[i].tokens = buckets[i].tokens - 1 end
    end
    table.insert(reply, 1)
    changed = true
  end
end
if changed then save() end
if wakeIn == math.huge then reply[2] = -1 else reply[2] = wakeIn end
return reply
`;

// ARGV[first]: how long the venue said to wait (ms).
const PAUSE = `${PRELUDE}
pausedUntil = math.max(pausedUntil, now + tonumber(ARGV[first]))
save()
return 0
`;

// ARGV[first..]: the weight window (ms), the budget per window, the weight the venue reports used
// in its current window (aligned to the window length, as Binance's are).
const OBSERVE = `${PRELUDE}
local windowMs = tonumber(ARGV[first])
local windowEnd = (math.floor(now / windowMs) + 1) * windowMs
local weight = buckets[1]
local ceiling = tonumber(ARGV[first + 1]) - tonumber(ARGV[first + 2]) - weight.rate * (windowEnd - now)
if ceiling < weight.tokens then
  weight.tokens = ceiling
  save()
end
return 0
`;

/** The scripts, by the command name each is defined under on the connection. */
export const GOVERNOR_SCRIPTS = { governorAcquire: ACQUIRE, governorPause: PAUSE, governorObserve: OBSERVE } as const;
export type GovernorScript = keyof typeof GOVERNOR_SCRIPTS;

/** The connection the buckets of a process share (shared-budget.ts). */
export interface ScriptRunner {
  run(script: GovernorScript, key: string, args: ReadonlyArray<string | number>): Promise<unknown>;
  /** Redis answered: ends an outage being reported. */
  answered(): void;
  /** Redis did not answer: reported once per outage. */
  failed(error: unknown): void;
}

export class RedisTokenBucket implements Budget {
  /** The bucket shapes, in the scripts' ARGV header form. */
  private readonly header: Array<string | number>;

  constructor(
    private readonly runner: ScriptRunner,
    private readonly key: string,
    private readonly limits: GovernorLimits,
  ) {
    const shapes = bucketShapesOf(limits);
    const all = [shapes.weight, ...shapes.orders];
    const longestWindow = Math.max(limits.windowMs, ...limits.orderLimits.map((limit) => limit.windowMs));
    this.header = [longestWindow, all.length, ...all.flatMap((shape) => [shape.capacity, shape.ratePerMs])];
  }

  async grant(requests: readonly BudgetRequest[]): Promise<GrantAnswer> {
    const batch = requests.slice(0, MAX_BATCH);
    const reply = await this.call('governorAcquire', [
      batch.length,
      ...batch.flatMap((request) => [request.cost, request.newOrder ? 1 : 0, request.reserve ?? 0]),
    ]);
    // Unreachable: nothing leaves beyond a budget nobody can check; ask again later.
    if (!Array.isArray(reply)) return { granted: [], heldBack: false, wakeInMs: UNREACHABLE_RETRY_MS, pausedForMs: 0 };
    const [pausedForMs, wakeIn, heldBack, ...flags] = reply.map(Number);
    const granted = flags.map((flag) => flag === 1);
    let wakeInMs = wakeIn! < 0 ? Number.POSITIVE_INFINITY : wakeIn!;
    // The whole batch was looked at without running out of weight: the rest may leave too.
    if (granted.length === batch.length && batch.length < requests.length) wakeInMs = 0;
    return { granted, heldBack: heldBack === 1, wakeInMs, pausedForMs: pausedForMs! };
  }

  pause(ms: number): void {
    void this.call('governorPause', [ms]);
  }

  observeUsage(usedCost: number): void {
    void this.call('governorObserve', [this.limits.windowMs, this.limits.costPerWindow, usedCost]);
  }

  /** The script's reply, or null when Redis did not answer (reported by the runner). */
  private async call(script: GovernorScript, args: ReadonlyArray<string | number>): Promise<unknown> {
    try {
      const reply = await this.runner.run(script, this.key, [...this.header, ...args]);
      this.runner.answered();
      return reply;
    } catch (error) {
      this.runner.failed(error);
      return null;
    }
  }
}
