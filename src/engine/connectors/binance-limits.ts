// Reads a Binance-dialect venue's limits from its own exchangeInfo (`rateLimits`), so a venue with
// other limits than Binance's (a sandbox configured for a test) is governed by what it enforces.
import type { GovernorLimits } from './governor/rate-governor.ts';

export interface BinanceRateLimit {
  rateLimitType: string;
  interval: string;
  intervalNum: number;
  limit: number;
}

const INTERVAL_MS: Readonly<Record<string, number>> = { SECOND: 1_000, MINUTE: 60_000, HOUR: 3_600_000, DAY: 86_400_000 };

/** `costPerWeight`: ccxt cost units per unit of request weight (0.2 for ccxt's binance). */
export function limitsFromBinanceRateLimits(rateLimits: readonly BinanceRateLimit[], costPerWeight: number): GovernorLimits {
  const windowOf = (limit: BinanceRateLimit) => (INTERVAL_MS[limit.interval] ?? 60_000) * Math.max(1, limit.intervalNum);
  const weight = rateLimits.find((limit) => limit.rateLimitType === 'REQUEST_WEIGHT');
  return {
    costPerWindow: (weight?.limit ?? 6_000) * costPerWeight,
    windowMs: weight ? windowOf(weight) : 60_000,
    orderLimits: rateLimits
      .filter((limit) => limit.rateLimitType === 'ORDERS')
      .map((limit) => ({ count: limit.limit, windowMs: windowOf(limit) })),
  };
}
