import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../clock.ts';
import { GovernorClosedError, type GovernorLimits, RateGovernor } from './rate-governor.ts';
import type { RequestPriority } from './request-intent.ts';

/** Lets resolved acquisitions run their continuations. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(limits: Partial<GovernorLimits> = {}) {
  const clock = new VirtualClock(0);
  const governor = new RateGovernor({ costPerWindow: 100, windowMs: 10_000, orderLimits: [], ...limits }, clock);
  const grants: Array<{ name: string; at: number; cost: number }> = [];
  const request = (name: string, cost = 1, priority: RequestPriority = 'read', newOrder = false) =>
    governor.acquire({ cost, priority, newOrder }).then(() => grants.push({ name, at: clock.now(), cost }));
  /** Moves time in small steps so each grant records the moment it happened. */
  const run = async (ms: number, step = 10) => {
    for (let t = 0; t < ms; t += step) {
      clock.advance(step);
      await settle();
    }
  };
  return { clock, governor, grants, request, run };
}

describe('rate governor', () => {
  it('lets the burst leave at once and spaces the rest so no window ever exceeds the budget', async () => {
    const { grants, request, run } = setup();
    for (let i = 0; i < 400; i++) void request(`r${i}`, i % 3 === 0 ? 2 : 1);
    await settle();
    // 20% of the 100 units per 10 s is the burst; bots' reads leave a quarter of it for people's reads.
    expect(grants.reduce((sum, g) => sum + g.cost, 0)).toBe(15);
    await run(80_000, 50);
    expect(grants.length).toBe(400);
    // Any 10-second window, sliding in 50 ms steps, stays within 100 cost units.
    for (let start = 0; start <= 80_000; start += 50) {
      const used = grants.filter((g) => g.at >= start && g.at < start + 10_000).reduce((sum, g) => sum + g.cost, 0);
      expect(used).toBeLessThanOrEqual(100);
    }
  });

  it('sends waiting cancels before waiting new orders, and new orders before reads', async () => {
    const { grants, request, run } = setup({ costPerWindow: 10 }); // burst of 2
    void request('read-1');
    void request('read-2');
    void request('read-3');
    void request('order-1', 1, 'order', true);
    void request('cancel-1', 1, 'cancel');
    void request('read-4');
    void request('cancel-2', 1, 'cancel');
    await settle();
    // The burst is 2; a bot's read leaves half a unit of it for people's reads, which an order may take.
    expect(grants.map((g) => g.name)).toEqual(['read-1', 'order-1']);
    await run(20_000, 100);
    expect(grants.map((g) => g.name)).toEqual(['read-1', 'order-1', 'cancel-1', 'cancel-2', 'read-2', 'read-3', 'read-4']);
  });

  it("serves a person's read ahead of a thousand waiting bot reads, from weight the bots leave free", async () => {
    const { grants, request, run } = setup({ costPerWindow: 1_200, windowMs: 60_000 }); // burst 240, refill 16 a second
    for (let i = 0; i < 1_000; i++) void request(`bot-${i}`, 2);
    await settle();
    await run(5_000, 100);
    const botsBefore = grants.length;
    expect(botsBefore).toBeGreaterThan(0);
    // The bots keep the bucket drained to the people's share: a person's read leaves at once.
    void request('person', 5, 'interactive');
    await settle();
    expect(grants.at(-1)?.name).toBe('person');
    // Bots' reads are still waiting: the person did not queue behind them.
    expect(grants.filter((g) => g.name.startsWith('bot-')).length).toBe(botsBefore);
    expect(grants.filter((g) => g.name.startsWith('bot-')).length).toBeLessThan(1_000);
  });

  it('holds every request on the key until the Retry-After the venue announced has passed', async () => {
    const { clock, governor, grants, request, run } = setup();
    governor.pause(3_000);
    void request('cancel', 1, 'cancel');
    void request('read');
    await run(2_990);
    expect(grants).toEqual([]);
    await run(20);
    expect(grants.map((g) => g.name)).toEqual(['cancel', 'read']);
    expect(grants[0]!.at).toBeGreaterThanOrEqual(3_000);
    expect(governor.stats().pausedUntil).toBe(3_000);
    expect(clock.now()).toBe(3_010);
  });

  it('keeps new orders within the order limit while reads on the same key carry on', async () => {
    const { grants, request, run } = setup({ costPerWindow: 1_000, orderLimits: [{ count: 10, windowMs: 10_000 }] });
    for (let i = 0; i < 15; i++) void request(`order-${i}`, 1, 'order', true);
    void request('read');
    await settle();
    expect(grants.map((g) => g.name)).toEqual(['order-0', 'order-1', 'read']); // burst of 2 orders; the read is not held up
    await run(30_000, 100);
    const orders = grants.filter((g) => g.name.startsWith('order'));
    expect(orders).toHaveLength(15);
    for (let start = 0; start <= 30_000; start += 100) {
      expect(orders.filter((g) => g.at >= start && g.at < start + 10_000).length).toBeLessThanOrEqual(10);
    }
  });

  it('slows down when the venue reports more weight used than this governor sent (others use the key)', async () => {
    const { governor, grants, request, run } = setup();
    governor.observeUsage(95); // 5 units left in this 10 s window
    for (let i = 0; i < 30; i++) void request(`r${i}`);
    await run(9_990);
    expect(grants.length).toBeLessThanOrEqual(5);
    await run(10_000);
    expect(grants.length).toBeGreaterThan(5);
  });

  it('lets a request bigger than the whole burst through once the bucket is full', async () => {
    const { grants, request, run } = setup();
    void request('huge', 50);
    void request('small', 1);
    await settle();
    expect(grants.map((g) => g.name)).toEqual(['huge']);
    await run(10_000);
    expect(grants.map((g) => g.name)).toEqual(['huge', 'small']);
  });

  it('rejects waiting requests when closed, and refuses new ones', async () => {
    const { governor, request } = setup({ costPerWindow: 5 });
    const first = request('a');
    const waiting = request('b', 5);
    governor.close();
    await expect(first).resolves.toBeDefined();
    await expect(waiting).rejects.toBeInstanceOf(GovernorClosedError);
    await expect(governor.acquire({ cost: 1, priority: 'read', newOrder: false })).rejects.toBeInstanceOf(GovernorClosedError);
  });
});
