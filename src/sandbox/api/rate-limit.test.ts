import { describe, expect, it } from 'vitest';
import { VenueError } from '../venue-error.ts';
import { RateLimiter } from './rate-limit.ts';

describe('rate limits', () => {
  it('refuses weight over the minute limit with a 429 that says when to retry, and resets with the next minute', () => {
    let now = 120_000 + 45_000;
    const limiter = new RateLimiter({ requestWeightPerMinute: 10, ordersPer10Seconds: 100, ordersPerDay: 1000 }, () => now);
    expect(limiter.chargeWeight('key', 6).refusal).toBeNull();
    const over = limiter.chargeWeight('key', 5);
    expect(over.used).toBe(11);
    expect(over.refusal).toBeInstanceOf(VenueError);
    expect(over.refusal).toMatchObject({ code: -1003, httpStatus: 429, retryAfterSeconds: 15 });
    expect(limiter.chargeWeight('other', 5).refusal).toBeNull();
    now = 180_000;
    expect(limiter.chargeWeight('key', 5)).toEqual({ used: 5, refusal: null });
  });

  it('counts new orders per account over 10 seconds', () => {
    const now = 1_000;
    const limiter = new RateLimiter({ requestWeightPerMinute: 1000, ordersPer10Seconds: 2, ordersPerDay: 1000 }, () => now);
    expect(limiter.chargeOrder(1).refusal).toBeNull();
    expect(limiter.chargeOrder(1).refusal).toBeNull();
    const third = limiter.chargeOrder(1);
    expect(third.count10s).toBe(3);
    expect(third.refusal).toMatchObject({ code: -1015, httpStatus: 429 });
    expect(limiter.chargeOrder(2).refusal).toBeNull();
  });
});
