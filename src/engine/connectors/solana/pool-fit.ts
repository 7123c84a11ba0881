// A Solana pair's pool as the DEX strategies see one (reserves, price, fee), fitted from quotes: a
// venue's pools are reached through a swap API and may be of any design (quote-depth.ts), so the
// strategies get the constant-product pool that quotes the same. In such a pool (reserves B and Q,
// fee share 1 − r) selling x brings y = Q·r·x / (B + r·x), so 1/y = (B/(Q·r))·(1/x) + 1/Q: two
// sales of different sizes give Q and B/r. Buying with q brings b = B·r·q / (Q + r·q), which then
// gives r (a quadratic's root). The larger sale is grown until its price impact is measurable, and
// its size kept for the next read.
import { PROBE_MIN_OUT, probeSize, quoteSizeFor } from './quote-depth.ts';

/** Base units in (`sell`: base for quote; `buy`: quote for base), base units out. */
export type PoolQuote = (side: 'sell' | 'buy', unitsIn: bigint) => Promise<bigint>;

export interface FittedPool {
  /** Whole tokens. */
  base: number;
  quote: number;
  /** Quote per base, whole tokens, fee-free. */
  price: number;
  feePercent: number;
}

/** The depth sale's price impact is read between these shares: smaller is noise, larger strays from the price. */
const LEAST_IMPACT = 0.005;
const MOST_IMPACT = 0.2;
/** Doublings of the depth sale at most (2^40 probes is any pool's depth). */
const MAX_DOUBLINGS = 40;

export class PoolFit {
  /** Doublings of the probe the depth sale was last measured at. */
  private doublings = 10;
  /** The probe the last read settled on (a quote or three saved on the next). */
  private lastProbe: bigint | null = null;

  constructor(
    private readonly quoteOf: PoolQuote,
    private readonly decimals: { base: number; quote: number },
  ) {}

  /** The pool now; null when the pair has no route or too little liquidity to measure. */
  async read(): Promise<FittedPool | null> {
    const { probe, out: y1 } = await this.probe();
    if (y1 <= 0n) return null;
    const large = await this.largeSale(probe, y1);
    if (!large) return null;
    const [x1, x2, y2] = [Number(probe), large.x, large.y];
    const slope = (1 / Number(y1) - 1 / y2) / (1 / x1 - 1 / x2);
    const intercept = 1 / Number(y1) - slope / x1;
    if (!(slope > 0 && intercept > 0)) return null;
    const quoteReserve = 1 / intercept;
    const baseOverR = slope * quoteReserve;
    // A buy of about the probe's worth.
    const q = quoteSizeFor(probe, { amountIn: probe, amountOut: y1 });
    const b = Number(await this.quoteOf('buy', q));
    if (b <= 0) return null;
    const qn = Number(q);
    // baseOverR·q·r² − q·b·r − Q·b = 0, its positive root.
    const root = (qn * b + Math.sqrt(qn * qn * b * b + 4 * baseOverR * qn * quoteReserve * b)) / (2 * baseOverR * qn);
    const r = Math.min(1, root);
    const baseReserve = baseOverR * r;
    const base = baseReserve / 10 ** this.decimals.base;
    const quote = quoteReserve / 10 ** this.decimals.quote;
    return { base, quote, price: quote / base, feePercent: (1 - r) * 100 };
  }

  /** The probe and what selling it brings: the last read's, grown again only when it no longer brings a precise price. */
  private async probe(): Promise<{ probe: bigint; out: bigint }> {
    const sell = (units: bigint) => this.quoteOf('sell', units);
    if (this.lastProbe !== null) {
      const out = await sell(this.lastProbe);
      if (out >= PROBE_MIN_OUT) return { probe: this.lastProbe, out };
    }
    const found = await probeSize(sell, 10n ** BigInt(this.decimals.base));
    this.lastProbe = found.probe;
    return found;
  }

  /** A sale larger than the probe whose price impact beyond the probe's is measurable. */
  private async largeSale(probe: bigint, probeOut: bigint): Promise<{ x: number; y: number } | null> {
    const probeRate = Number(probeOut) / Number(probe);
    for (let tries = 0; tries < MAX_DOUBLINGS; tries += 1) {
      const units = probe << BigInt(this.doublings);
      const y = Number(await this.quoteOf('sell', units));
      const x = Number(units);
      const impact = y > 0 ? 1 - y / (probeRate * x) : 1;
      if (impact < LEAST_IMPACT && this.doublings < MAX_DOUBLINGS) this.doublings += 1;
      else if (impact > MOST_IMPACT && this.doublings > 1) this.doublings -= 1;
      else return y > 0 && impact > 0 ? { x, y } : null;
    }
    return null;
  }
}
