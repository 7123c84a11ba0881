// Each market's reference ("fair") price path on one venue: the seeded path of reference-price.ts
// from the market's initial price with its profile's volatility, a cross market following the
// ratio of its two legs, and the venue's offset on top. The simulated spot traders quote around it
// and the futures mark follows it, so both sides of a venue move together.
import type { MarketSpec } from '../markets.ts';
import { MARKET_PROFILES, type MarketProfile } from './profiles.ts';
import { referencePrice } from './reference-price.ts';

export interface MarketReferenceOptions {
  markets: readonly MarketSpec[];
  /** Seeds the path; venues sharing it move together. */
  seed: string;
  /** This venue's prices sit this many basis points above (or below) the shared path. */
  priceOffsetBps?: number;
  profiles?: Record<string, MarketProfile>;
}

export class MarketReference {
  private readonly specs: Map<string, MarketSpec>;
  private readonly profiles: Record<string, MarketProfile>;

  constructor(private readonly options: MarketReferenceOptions) {
    this.specs = new Map(options.markets.map((spec) => [spec.symbol, spec]));
    this.profiles = options.profiles ?? MARKET_PROFILES;
  }

  has(symbol: string): boolean {
    return this.profiles[symbol] !== undefined && this.specs.has(symbol);
  }

  /** The reference price of `symbol` at time `t`, this venue's offset included. */
  price(symbol: string, t: number): number {
    return this.raw(symbol, t) * (1 + (this.options.priceOffsetBps ?? 0) / 10_000);
  }

  private raw(symbol: string, t: number): number {
    const profile = this.profiles[symbol];
    const spec = this.specs.get(symbol);
    if (!profile || !spec) throw new Error(`no simulation profile for ${symbol}`);
    const seed = `${this.options.seed}:${symbol}`;
    if (profile.crossOf) {
      // A cross market follows its two legs, with a little noise of its own.
      const [numerator, denominator] = profile.crossOf;
      const ratio = this.raw(numerator, t) / this.raw(denominator, t);
      return referencePrice(seed, { initialPrice: ratio, dailyVolatility: profile.dailyVolatility }, t);
    }
    return referencePrice(seed, { initialPrice: Number(spec.initialPrice), dailyVolatility: profile.dailyVolatility }, t);
  }
}
