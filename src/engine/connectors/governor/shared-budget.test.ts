// Governors of one key in several processes, sharing its budget through the machine's Redis
// (127.0.0.1:6379, or TEST_REDIS_URL) under a key prefix of their own per test. Each "process" is a
// RateGovernor with its own SharedBudget, so its own Redis connection; time is the wall clock, as
// Redis TIME is.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../clock.ts';
import type { GovernorLimits } from './budget.ts';
import { type AcquireRequest, GovernorClosedError, RateGovernor } from './rate-governor.ts';
import { SharedBudget } from './shared-budget.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const IDENTITY = 'binance|key:test';

interface Grant {
  at: number;
  cost: number;
  newOrder: boolean;
  from: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** `count` processes sharing one key under a fresh prefix; everything is closed and deleted after the test. */
function processes(limits: GovernorLimits, count = 2, redisUrl = REDIS_URL) {
  const prefix = `mmc-test-${randomBytes(6).toString('hex')}`;
  const warn = vi.fn();
  const budgets = Array.from({ length: count }, () => new SharedBudget({ redisUrl, prefix, warn }));
  const governors = budgets.map((budget) => new RateGovernor(limits, systemClock, { budget, identity: IDENTITY }));
  cleanups.push(async () => {
    for (const governor of governors) governor.close();
    for (const budget of budgets) budget.close();
    if (redisUrl !== REDIS_URL) return;
    const admin = new Redis(REDIS_URL);
    for await (const keys of admin.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) await admin.del(...(keys as string[]));
    }
    await admin.quit();
  });
  return { governors, warn };
}

/** Keeps `lanes` requests waiting on the governor for `ms`, each replaced as soon as it is granted. */
async function hammer(governor: RateGovernor, from: number, ms: number, next: (n: number) => AcquireRequest, grants: Grant[], lanes = 8) {
  const until = Date.now() + ms;
  let n = 0;
  const lane = async () => {
    while (Date.now() < until) {
      const request = next(n++);
      await governor.acquire(request);
      grants.push({ at: Date.now(), cost: request.cost, newOrder: request.newOrder, from });
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** The most granted in any window of `windowMs` (sliding: every window starting at a grant). */
function busiestWindow(grants: readonly Grant[], windowMs: number, amount: (grant: Grant) => number): number {
  const sorted = [...grants].sort((a, b) => a.at - b.at);
  let busiest = 0;
  let end = 0;
  let sum = 0;
  for (let start = 0; start < sorted.length; start++) {
    while (end < sorted.length && sorted[end]!.at < sorted[start]!.at + windowMs) sum += amount(sorted[end++]!);
    busiest = Math.max(busiest, sum);
    sum -= amount(sorted[start]!);
  }
  return busiest;
}

/** The least granted in the whole windows of `windowMs` that follow the first one (the burst). */
function quietestWindowAfterBurst(grants: readonly Grant[], windowMs: number, amount: (grant: Grant) => number): number {
  const first = Math.min(...grants.map((grant) => grant.at));
  const last = Math.max(...grants.map((grant) => grant.at));
  let quietest = Number.POSITIVE_INFINITY;
  for (let start = first + windowMs; start + windowMs <= last; start += windowMs) {
    const inWindow = grants.filter((grant) => grant.at >= start && grant.at < start + windowMs);
    quietest = Math.min(
      quietest,
      inWindow.reduce((sum, grant) => sum + amount(grant), 0),
    );
  }
  return quietest;
}

describe('rate budget shared through Redis', () => {
  it('keeps two processes hammering one key within the budget of every window, and close to it', async () => {
    const limits: GovernorLimits = { costPerWindow: 50, windowMs: 1_000, orderLimits: [] };
    const { governors, warn } = processes(limits);
    const grants: Grant[] = [];
    const read = (n: number): AcquireRequest => ({ cost: 1 + (n % 3), priority: 'read', newOrder: false });
    await Promise.all(governors.map((governor, index) => hammer(governor, index, 4_000, read, grants)));
    const cost = (grant: Grant) => grant.cost;
    expect(busiestWindow(grants, 1_000, cost)).toBeLessThanOrEqual(50);
    // Not starved: the first window carries the burst and the refill, the later ones the refill (80%).
    expect(busiestWindow(grants, 1_000, cost)).toBeGreaterThanOrEqual(45);
    expect(quietestWindowAfterBurst(grants, 1_000, cost)).toBeGreaterThanOrEqual(35);
    for (const from of [0, 1]) expect(grants.filter((grant) => grant.from === from).length).toBeGreaterThan(10);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the new orders of both processes within the order limit while their reads carry on', async () => {
    const limits: GovernorLimits = { costPerWindow: 400, windowMs: 1_000, orderLimits: [{ count: 10, windowMs: 1_000 }] };
    const { governors } = processes(limits);
    const grants: Grant[] = [];
    const order = (): AcquireRequest => ({ cost: 1, priority: 'order', newOrder: true });
    const read = (): AcquireRequest => ({ cost: 1, priority: 'read', newOrder: false });
    await Promise.all(
      governors.flatMap((governor, index) => [
        hammer(governor, index, 3_000, order, grants, 2),
        hammer(governor, index, 3_000, read, grants),
      ]),
    );
    const orders = grants.filter((grant) => grant.newOrder);
    expect(busiestWindow(orders, 1_000, () => 1)).toBeLessThanOrEqual(10);
    expect(busiestWindow(orders, 1_000, () => 1)).toBeGreaterThanOrEqual(9);
    for (const from of [0, 1]) expect(orders.filter((grant) => grant.from === from).length).toBeGreaterThan(2);
    // The weight budget holds for orders and reads together, and the reads use what the waiting orders leave.
    expect(busiestWindow(grants, 1_000, (grant) => grant.cost)).toBeLessThanOrEqual(400);
    expect(quietestWindowAfterBurst(grants, 1_000, (grant) => grant.cost)).toBeGreaterThanOrEqual(280);
  });

  it('holds the other process too when one is told to wait by a 429', async () => {
    const limits: GovernorLimits = { costPerWindow: 100, windowMs: 1_000, orderLimits: [] };
    const { governors } = processes(limits);
    const [first, second] = governors as [RateGovernor, RateGovernor];
    await Promise.all([
      first.acquire({ cost: 1, priority: 'read', newOrder: false }),
      second.acquire({ cost: 1, priority: 'read', newOrder: false }),
    ]);
    const pausedAt = Date.now();
    first.pause(1_500);
    await sleep(50); // the 429 reaches the other process's requests after its own Redis round trip
    const grantedAt: Record<string, number> = {};
    const request = (governor: RateGovernor, name: string, priority: AcquireRequest['priority']) =>
      governor.acquire({ cost: 1, priority, newOrder: false }).then(() => {
        grantedAt[name] = Date.now();
      });
    await Promise.all([request(second, 'cancel', 'cancel'), request(second, 'read', 'read'), request(first, 'own read', 'read')]);
    for (const at of Object.values(grantedAt)) {
      expect(at).toBeGreaterThanOrEqual(pausedAt + 1_490);
      expect(at).toBeLessThan(pausedAt + 2_000);
    }
    expect(second.stats().pausedUntil).toBeGreaterThanOrEqual(pausedAt + 1_490);
  });

  it('lets the waiting cancels go first, then new orders, then reads, in a process sharing the key', async () => {
    const limits: GovernorLimits = { costPerWindow: 10, windowMs: 1_000, orderLimits: [{ count: 100, windowMs: 1_000 }] };
    const { governors } = processes(limits);
    const [governor] = governors as [RateGovernor];
    await governor.acquire({ cost: 2, priority: 'read', newOrder: false }); // the whole burst: the rest leave one per 125 ms
    const order: string[] = [];
    const request = (name: string, priority: AcquireRequest['priority'], newOrder = false) =>
      governor.acquire({ cost: 1, priority, newOrder }).then(() => order.push(name));
    await Promise.all([
      request('read-1', 'read'),
      request('read-2', 'read'),
      request('order-1', 'order', true),
      request('cancel-1', 'cancel'),
      request('read-3', 'read'),
      request('cancel-2', 'cancel'),
    ]);
    expect(order).toEqual(['cancel-1', 'cancel-2', 'order-1', 'read-1', 'read-2', 'read-3']);
  });

  it('slows the other process down when one hears from the venue that the key is nearly spent', async () => {
    const limits: GovernorLimits = { costPerWindow: 100, windowMs: 10_000, orderLimits: [] };
    const { governors } = processes(limits);
    const [first, second] = governors as [RateGovernor, RateGovernor];
    await first.acquire({ cost: 1, priority: 'read', newOrder: false });
    first.observeUsage(95);
    await sleep(50);
    let granted = 0;
    const count = () => {
      granted++;
    };
    const waiting = Array.from({ length: 30 }, () => second.acquire({ cost: 1, priority: 'read', newOrder: false }).then(count));
    await sleep(1_000);
    // At most the 5 units left, plus one second of refill (8 units); a fresh bucket would have let 20 through at once.
    expect(granted).toBeLessThanOrEqual(13);
    second.close();
    await Promise.allSettled(waiting);
  });

  it('grants nothing while Redis does not answer, warns once, and still closes cleanly', async () => {
    const limits: GovernorLimits = { costPerWindow: 100, windowMs: 1_000, orderLimits: [] };
    const { governors, warn } = processes(limits, 1, 'redis://127.0.0.1:1');
    const [governor] = governors as [RateGovernor];
    let granted = 0;
    const waiting = Array.from({ length: 3 }, () => governor.acquire({ cost: 1, priority: 'read', newOrder: false }).then(() => granted++));
    await sleep(1_500);
    expect(granted).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    governor.close();
    for (const request of waiting) await expect(request).rejects.toBeInstanceOf(GovernorClosedError);
  });
});
