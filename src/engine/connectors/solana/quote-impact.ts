// The price-impact calculator on a Solana venue, from quotes alone: its pools may be of any design
// (quote-depth.ts says why), so what a swap does to the price is measured. The price before is the
// mid of a probe's sell and buy prices; the price after a swap is the marginal rate of one more
// probe on top of it, moved by the probe's half-spread so that it compares with that mid (the fee
// is in every quote, not in a pool's price). A target price is reached by doubling the size until
// the price passes it, then halving the gap.

import { probeSize } from './quote-depth.ts';

/** Base units in (`sell`: base for quote; `buy`: quote for base), base units out. */
export type QuoteOf = (side: 'sell' | 'buy', unitsIn: bigint) => Promise<bigint>;

export interface ImpactMarket {
  baseDecimals: number;
  quoteDecimals: number;
  /** Base units a price is first probed with (one whole token); grown until the price has six significant digits. */
  probe: bigint;
}

export interface QuotedImpact {
  /** Quote per base, in whole tokens. */
  priceBefore: number;
  priceAfter: number;
  /** Whole tokens: base on a sell, quote on a buy. */
  amountIn: number;
  amountOut: number;
  /** The fee one swap pays, in percent, read from the probe's round trips. */
  feePercent: number;
}

/** Doublings of the size at most while looking for a target price (2^40 probes is any pool's depth). */
const MAX_DOUBLINGS = 40;
/** Halvings of the last doubling's gap: the size is then within 1/4096 of it. */
const HALVINGS = 12;

interface Reference {
  bid: number;
  ask: number;
  mid: number;
  /** Base units a sell probe sells. */
  probe: bigint;
  /** Quote units a buy probe spends: about what the sell probe brought. */
  quoteProbe: bigint;
  feePercent: number;
}

const whole = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;

export class QuoteImpact {
  private reference: Promise<Reference> | null = null;

  constructor(
    private readonly quote: QuoteOf,
    private readonly market: ImpactMarket,
  ) {}

  /** The mid of the probe's sell and buy prices, quote per base in whole tokens. */
  async priceBefore(): Promise<number> {
    return (await this.probed()).mid;
  }

  /** The fee one swap pays, in percent (four decimals), read from the probe's round trips. */
  async feePercent(): Promise<number> {
    return Number((await this.probed()).feePercent.toFixed(4));
  }

  /** What a swap of `unitsIn` (base on a sell, quote on a buy) does to the price. */
  async ofSize(side: 'sell' | 'buy', unitsIn: bigint): Promise<QuotedImpact> {
    const reference = await this.probed();
    const after = await this.after(side, unitsIn, reference);
    return this.impact(side, unitsIn, after, reference);
  }

  /** The swap that moves the price to `target` (below the mid on a sell, above it on a buy). */
  async toPrice(side: 'sell' | 'buy', target: number): Promise<QuotedImpact> {
    const reference = await this.probed();
    const reached = (price: number) => (side === 'sell' ? price <= target : price >= target);
    let low = 0n;
    let high = side === 'sell' ? reference.probe : reference.quoteProbe;
    let after = await this.after(side, high, reference);
    for (let doubling = 0; !reached(after.price) && doubling < MAX_DOUBLINGS; doubling += 1) {
      low = high;
      high *= 2n;
      after = await this.after(side, high, reference);
    }
    for (let halving = 0; halving < HALVINGS && high - low > 1n; halving += 1) {
      const middle = (low + high) / 2n;
      const tried = await this.after(side, middle, reference);
      if (reached(tried.price)) {
        high = middle;
        after = tried;
      } else low = middle;
    }
    return this.impact(side, high, after, reference);
  }

  /** The probe's sell and buy prices, measured once per calculator. */
  private probed(): Promise<Reference> {
    this.reference ??= (async () => {
      const { baseDecimals, quoteDecimals } = this.market;
      const { probe, out: sold } = await probeSize((units) => this.quote('sell', units), this.market.probe);
      const soldTwice = await this.quote('sell', probe * 2n);
      const [bought, boughtTwice] = await Promise.all([this.quote('buy', sold), this.quote('buy', soldTwice)]);
      const bid = whole(sold, quoteDecimals) / whole(probe, baseDecimals);
      const ask = whole(sold, quoteDecimals) / whole(bought, baseDecimals);
      const bidTwice = whole(soldTwice, quoteDecimals) / whole(probe * 2n, baseDecimals);
      const askTwice = whole(soldTwice, quoteDecimals) / whole(boughtTwice, baseDecimals);
      // A round trip pays the fee twice and moves the price by about its size: bid / ask is about
      // (1 - fee)^2 less a part that doubles with the size, so two sizes leave the fee alone.
      const roundTrip = 2 * Math.log(bid / ask) - Math.log(bidTwice / askTwice);
      const feePercent = (1 - Math.exp(Math.min(0, roundTrip) / 2)) * 100;
      return { bid, ask, mid: (bid + ask) / 2, probe, quoteProbe: sold, feePercent };
    })();
    return this.reference;
  }

  /** The output of `unitsIn`, and the price after it: one more probe's rate, moved by the half-spread. */
  private async after(side: 'sell' | 'buy', unitsIn: bigint, reference: Reference): Promise<{ out: bigint; price: number }> {
    const { baseDecimals, quoteDecimals } = this.market;
    const step = side === 'sell' ? reference.probe : reference.quoteProbe;
    const [out, more] = await Promise.all([this.quote(side, unitsIn), this.quote(side, unitsIn + step)]);
    // A pool drained past its depth brings nothing more: the swap's own average rate is all there is.
    const [stepIn, stepOut] = more > out ? [step, more - out] : [unitsIn, out];
    if (side === 'sell')
      return { out, price: (whole(stepOut, quoteDecimals) / whole(stepIn, baseDecimals)) * (reference.mid / reference.bid) };
    return { out, price: (whole(stepIn, quoteDecimals) / whole(stepOut, baseDecimals)) * (reference.mid / reference.ask) };
  }

  private impact(side: 'sell' | 'buy', unitsIn: bigint, after: { out: bigint; price: number }, reference: Reference): QuotedImpact {
    const { baseDecimals, quoteDecimals } = this.market;
    const [inDecimals, outDecimals] = side === 'sell' ? [baseDecimals, quoteDecimals] : [quoteDecimals, baseDecimals];
    return {
      priceBefore: reference.mid,
      priceAfter: after.price,
      amountIn: whole(unitsIn, inDecimals),
      amountOut: whole(after.out, outDecimals),
      feePercent: Number(reference.feePercent.toFixed(4)),
    };
  }
}
