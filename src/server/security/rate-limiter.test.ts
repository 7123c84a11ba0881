import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { type LimitRule, RateLimiter } from './rate-limiter.ts';

let database: Database;
let clock = Date.parse('2026-01-01T00:00:00Z');
let limiter: RateLimiter;

beforeAll(async () => {
  database = await openDatabase({}); // in-memory PGlite, real Postgres SQL
  limiter = new RateLimiter(database.db, () => clock);
});
afterAll(async () => {
  await database.close();
});

const MINUTE = 60_000;

describe('rate limiter', () => {
  const perMinute: LimitRule = { name: 'test-plain', limit: 2, windowMs: MINUTE };
  const lockout: LimitRule = { name: 'test-lock', limit: 3, windowMs: 15 * MINUTE, lockMs: 10 * MINUTE };

  it('allows `limit` events a window, refuses the next with the time left, and allows again after the window', async () => {
    expect((await limiter.hit(perMinute, 'a@x.com')).blocked).toBe(false);
    expect((await limiter.hit(perMinute, 'a@x.com')).blocked).toBe(false);
    expect((await limiter.peek(perMinute, 'a@x.com')).blocked).toBe(true);
    clock += 20_000;
    const third = await limiter.hit(perMinute, 'a@x.com');
    expect(third).toMatchObject({ blocked: true, count: 3 });
    expect(third.retryAfterMs).toBe(40_000);
    clock += 40_000;
    expect((await limiter.peek(perMinute, 'a@x.com')).blocked).toBe(false);
    expect(await limiter.hit(perMinute, 'a@x.com')).toMatchObject({ blocked: false, count: 1 });
  });

  it('counts each subject apart, ignoring letter case', async () => {
    await limiter.hit(perMinute, 'Case@X.com');
    await limiter.hit(perMinute, 'case@x.com');
    expect((await limiter.hit(perMinute, 'CASE@x.com')).blocked).toBe(true);
    expect((await limiter.hit(perMinute, 'other@x.com')).blocked).toBe(false);
  });

  it('locks a subject out on the limit-th failure, for the lock time, even after its window', async () => {
    expect((await limiter.hit(lockout, 'u1')).blocked).toBe(false);
    expect((await limiter.hit(lockout, 'u1')).blocked).toBe(false);
    expect((await limiter.peek(lockout, 'u1')).blocked).toBe(false);
    const third = await limiter.hit(lockout, 'u1');
    expect(third).toMatchObject({ blocked: true, retryAfterMs: 10 * MINUTE });
    clock += 9 * MINUTE;
    expect(await limiter.peek(lockout, 'u1')).toMatchObject({ blocked: true, retryAfterMs: MINUTE });
    clock += MINUTE;
    expect((await limiter.peek(lockout, 'u1')).blocked).toBe(false);
  });

  it('forgets a subject on clear (a successful login)', async () => {
    await limiter.hit(lockout, 'u2');
    await limiter.hit(lockout, 'u2');
    await limiter.clear(lockout, 'u2');
    expect((await limiter.hit(lockout, 'u2')).count).toBe(1);
  });

  it('counts concurrent hits exactly once each', async () => {
    const rule: LimitRule = { name: 'test-concurrent', limit: 100, windowMs: MINUTE };
    const states = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(rule, 'ip-1')));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a growing lock waits twice as long after each event past the limit, up to its cap', async () => {
    const slow: LimitRule = { name: 'test-grow', limit: 2, windowMs: 60 * MINUTE, lockMs: 1000, growth: 2, maxLockMs: 3000 };
    expect((await limiter.hit(slow, 'acct')).blocked).toBe(false);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const state = await limiter.hit(slow, 'acct');
      waits.push(state.retryAfterMs);
      clock += state.retryAfterMs;
      expect((await limiter.peek(slow, 'acct')).blocked).toBe(false);
    }
    expect(waits).toEqual([1000, 2000, 3000, 3000]);
  });

  it('prunes rows whose window and lock are long over', async () => {
    const rule: LimitRule = { name: 'test-prune', limit: 1, windowMs: MINUTE };
    await limiter.hit(rule, 'old');
    await limiter.hit(rule, 'old');
    clock += 2 * 24 * 60 * MINUTE;
    await limiter.prune(24 * 60 * MINUTE);
    expect(await limiter.peek(rule, 'old')).toMatchObject({ blocked: false, count: 0 });
  });
});
