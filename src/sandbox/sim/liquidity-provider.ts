// A market maker that keeps a ladder of post-only orders on both sides of the reference price,
// skewed against its inventory so it does not drift into holding only one asset. On each refresh it
// keeps the orders still close to where the ladder wants them and replaces the rest: cancels first,
// so a moving ladder never crosses its own stale quotes.
import { atomsToNumber } from '../decimal.ts';
import type { Order, Side } from '../engine/types.ts';
import { attempt, formatLots, formatTicks, minimumLots, type ParticipantContext, stepSize, tickSize } from './participant-context.ts';
import type { LiquidityProfile } from './profiles.ts';

interface Quote {
  side: Side;
  priceTicks: number;
  lots: number;
}

export class LiquidityProvider {
  private quoteCount = 0;

  constructor(
    private readonly context: ParticipantContext,
    private readonly profile: LiquidityProfile,
  ) {}

  /** The ladder the provider wants at time `now`. */
  targets(now: number): Quote[] {
    const { market, rng, venue, accountId } = this.context;
    const base = venue.accounts.balance(accountId, market.base);
    const held = atomsToNumber(base.free + base.locked);
    const deviation = (held - this.profile.baseInventory) / this.profile.baseInventory;
    const skewBps = Math.max(-30, Math.min(30, -deviation * 40));
    const center = this.context.reference(now) * (1 + skewBps / 10_000);
    const tick = tickSize(market);
    const quotes: Quote[] = [];
    for (let level = 0; level < this.profile.levels; level++) {
      const offset = (this.profile.halfSpreadBps + level * this.profile.levelStepBps) / 10_000;
      const size = this.profile.levelSize * (1 + this.profile.sizeGrowth * level);
      for (const side of ['BUY', 'SELL'] as const) {
        const raw = side === 'BUY' ? center * (1 - offset) : center * (1 + offset);
        const priceTicks = side === 'BUY' ? Math.floor(raw / tick) : Math.ceil(raw / tick);
        if (priceTicks < market.minPriceTicks || priceTicks > market.maxPriceTicks) continue;
        const lots = Math.max(minimumLots(market, priceTicks * tick), Math.floor((size * (0.75 + 0.5 * rng.next())) / stepSize(market)));
        quotes.push({ side, priceTicks, lots });
      }
    }
    return quotes;
  }

  refresh(now: number): void {
    const { venue, market, accountId } = this.context;
    const targets = this.targets(now);
    const toleranceTicks = Math.max(
      1,
      Math.round((1.5 * this.context.reference(now) * this.profile.levelStepBps) / 10_000 / tickSize(market)),
    );
    const existing = venue.engine.openOrders(accountId, market.symbol);
    const stale: Order[] = [];
    const wanted = new Set(targets);
    for (const order of existing) {
      const match = targets.find(
        (quote) =>
          wanted.has(quote) &&
          quote.side === order.side &&
          Math.abs(quote.priceTicks - order.priceTicks) <= toleranceTicks &&
          order.origLots - order.executedLots >= quote.lots * 0.4,
      );
      if (match) wanted.delete(match);
      else stale.push(order);
    }
    for (const order of stale) attempt(this.context, () => venue.cancelOrder(accountId, market.symbol, { orderId: order.id }));
    for (const quote of wanted) {
      // Thin books stay ragged: some empty levels are left empty until the next refresh.
      if (this.context.rng.next() < this.profile.holeChance) continue;
      attempt(this.context, () =>
        venue.placeOrder(accountId, {
          symbol: market.symbol,
          side: quote.side,
          type: 'LIMIT_MAKER',
          price: formatTicks(market, quote.priceTicks),
          quantity: formatLots(market, quote.lots),
          newClientOrderId: `lp-${market.symbol}-${now}-${++this.quoteCount}`,
        }),
      );
    }
  }
}
