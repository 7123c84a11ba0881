// Binance's spot limits: request weight per minute (every endpoint has a weight; the total is
// reported in X-MBX-USED-WEIGHT-1M) and new orders per 10 seconds and per day (X-MBX-ORDER-COUNT-*).
// Windows are fixed and aligned to the venue clock, as Binance's are. Binance counts weight per IP;
// here every client is on loopback, so a request that names an API key is counted against the key
// and one that does not against its IP, which keeps one bot's polling from throttling another's.
import { venueErrors } from '../venue-error.ts';

export interface RateLimits {
  requestWeightPerMinute: number;
  ordersPer10Seconds: number;
  ordersPerDay: number;
}

export const BINANCE_SPOT_LIMITS: RateLimits = { requestWeightPerMinute: 6_000, ordersPer10Seconds: 100, ordersPerDay: 200_000 };

interface Window {
  start: number;
  used: number;
}

class FixedWindows {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly lengthMs: number) {}

  add(bucket: string, amount: number, now: number): { used: number; retryAfterSeconds: number } {
    const start = Math.floor(now / this.lengthMs) * this.lengthMs;
    let window = this.windows.get(bucket);
    if (!window || window.start !== start) {
      window = { start, used: 0 };
      this.windows.set(bucket, window);
      if (this.windows.size > 50_000) this.sweep(start);
    }
    window.used += amount;
    return { used: window.used, retryAfterSeconds: Math.max(1, Math.ceil((start + this.lengthMs - now) / 1000)) };
  }

  private sweep(current: number): void {
    for (const [bucket, window] of this.windows) if (window.start !== current) this.windows.delete(bucket);
  }
}

/** What the venue refused and the most it let through in one window, for tests that check clients stay in bounds. */
export interface RateStats {
  refusedWeight: number;
  refusedOrders: number;
  /** The most weight one bucket (an API key or an IP) used in one minute window. */
  peakWeightPerMinute: number;
  /** The most new orders one account placed in one 10-second window. */
  peakOrdersPer10Seconds: number;
}

export class RateLimiter {
  readonly stats: RateStats = { refusedWeight: 0, refusedOrders: 0, peakWeightPerMinute: 0, peakOrdersPer10Seconds: 0 };
  private readonly weight = new FixedWindows(60_000);
  private readonly orders10s = new FixedWindows(10_000);
  private readonly ordersDay = new FixedWindows(86_400_000);

  constructor(
    readonly limits: RateLimits,
    private readonly now: () => number,
  ) {}

  /** Adds a request's weight; the result says whether the bucket is over its limit. */
  chargeWeight(bucket: string, weight: number): { used: number; refusal: Error | null } {
    const { used, retryAfterSeconds } = this.weight.add(bucket, weight, this.now());
    const over = used > this.limits.requestWeightPerMinute;
    if (over) this.stats.refusedWeight++;
    else this.stats.peakWeightPerMinute = Math.max(this.stats.peakWeightPerMinute, used);
    return { used, refusal: over ? venueErrors.tooMuchWeight(this.limits.requestWeightPerMinute, retryAfterSeconds) : null };
  }

  /** Counts a new order of the account. */
  chargeOrder(accountId: number): { count10s: number; countDay: number; refusal: Error | null } {
    const now = this.now();
    const tenSeconds = this.orders10s.add(String(accountId), 1, now);
    const day = this.ordersDay.add(String(accountId), 1, now);
    let refusal: Error | null = null;
    if (tenSeconds.used > this.limits.ordersPer10Seconds) {
      refusal = venueErrors.tooManyOrders(this.limits.ordersPer10Seconds, '10 SECOND', tenSeconds.retryAfterSeconds);
    } else if (day.used > this.limits.ordersPerDay) {
      refusal = venueErrors.tooManyOrders(this.limits.ordersPerDay, '1 DAY', day.retryAfterSeconds);
    }
    if (refusal) this.stats.refusedOrders++;
    else this.stats.peakOrdersPer10Seconds = Math.max(this.stats.peakOrdersPer10Seconds, tenSeconds.used);
    return { count10s: tenSeconds.used, countDay: day.used, refusal };
  }
}
