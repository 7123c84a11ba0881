// Mark and index prices of the perpetuals. The index is the spot market's reference price, the same
// seeded path the simulated spot traders quote around (a pure function of time, so nothing about it
// is stored), rounded to the tick; without a reference (custom markets with no simulation profile)
// it is the spot market's last trade, or its initial price before any. The mark is the price the
// perpetual trades at: the index moved by the premium that fills have pushed it to (premium.ts), so
// trading moves it as on a thin market while it is drawn back to the index; unless the admin has
// pinned the symbol's mark to a price, which then is the price whatever is traded.
import { atoms } from '../decimal.ts';
import type { Market } from '../engine/market.ts';
import { withPremium } from './premium.ts';
import type { Marks } from './types.ts';

export interface MarkSourceOptions {
  contracts: ReadonlyMap<string, Market>;
  /** The spot reference price of a symbol at a time, in quote units; undefined when it has none. */
  reference?: ((symbol: string, t: number) => number | undefined) | undefined;
  /** The spot market's last trade price in ticks (0 before any trade). */
  lastSpotTicks: (symbol: string) => number;
  pinnedTicks: (symbol: string) => number | null;
  /** The symbol's premium at a time, in parts per billion of the index. */
  premiumPpb: (symbol: string, t: number) => number;
}

export class MarkSource {
  constructor(private readonly options: MarkSourceOptions) {}

  index(symbol: string, t: number): number {
    const market = this.options.contracts.get(symbol)!;
    const reference = this.options.reference?.(symbol, t);
    if (reference !== undefined && Number.isFinite(reference) && reference > 0) {
      return Math.max(1, Math.round((reference * 1e8) / Number(market.tickAtoms)));
    }
    const last = this.options.lastSpotTicks(symbol);
    return last > 0 ? last : Number(atoms(market.spec.initialPrice) / market.tickAtoms);
  }

  /**
   * `premium: false` gives the mark as if nothing had been traded, for instants long past: only the
   * latest premium is kept, and after its 5-minute half-life the index is the better guess.
   */
  mark(symbol: string, t: number, premium = true): number {
    const pinned = this.options.pinnedTicks(symbol);
    if (pinned !== null) return pinned;
    const index = this.index(symbol, t);
    return premium ? withPremium(index, this.options.premiumPpb(symbol, t)) : index;
  }

  marks(t: number): Marks {
    const marks: Marks = {};
    for (const symbol of this.options.contracts.keys()) marks[symbol] = this.mark(symbol, t);
    return marks;
  }
}
