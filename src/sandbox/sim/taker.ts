// A trader that takes liquidity at random moments: mostly market orders, some sized in quote, some
// immediate-or-cancel limits near the middle. It leans towards buying when the book trades below
// the reference price and selling above it, which is what keeps the book's price on the reference.
import { attempt, formatLots, formatTicks, minimumLots, type ParticipantContext, stepSize, tickSize } from './participant-context.ts';
import type { TakerProfile } from './profiles.ts';

export class Taker {
  private orders = 0;

  constructor(
    private readonly context: ParticipantContext,
    private readonly profile: TakerProfile,
  ) {}

  nextDelayMs(): number {
    return Math.max(50, this.context.rng.exponential(this.profile.meanIntervalMs));
  }

  trade(now: number): void {
    const { venue, market, accountId, rng } = this.context;
    const book = venue.engine.state(market.symbol).book;
    const bid = book.bids.best()?.priceTicks;
    const ask = book.asks.best()?.priceTicks;
    if (bid === undefined || ask === undefined) return;
    const tick = tickSize(market);
    const mid = ((bid + ask) / 2) * tick;
    const pull = Math.max(-0.3, Math.min(0.3, ((this.context.reference(now) - mid) / mid) * 2_000));
    const side = rng.next() < 0.5 + pull ? 'BUY' : 'SELL';
    // Log-normal size with the profile's mean.
    const notional = this.profile.meanNotional * Math.exp(0.8 * rng.normal() - 0.32);
    const lots = Math.max(minimumLots(market, mid), Math.floor(notional / mid / stepSize(market)));
    const kind = rng.next();
    const common = { symbol: market.symbol, side, newClientOrderId: `t-${market.symbol}-${now}-${++this.orders}` } as const;
    attempt(this.context, () => {
      if (kind < 0.75) venue.placeOrder(accountId, { ...common, type: 'MARKET', quantity: formatLots(market, lots) });
      else if (kind < 0.85) venue.placeOrder(accountId, { ...common, type: 'MARKET', quoteOrderQty: (notional * 1.05).toFixed(8) });
      else {
        const priceTicks = side === 'BUY' ? Math.ceil((mid * 1.0003) / tick) : Math.floor((mid * 0.9997) / tick);
        venue.placeOrder(accountId, {
          ...common,
          type: 'LIMIT',
          timeInForce: 'IOC',
          price: formatTicks(market, priceTicks),
          quantity: formatLots(market, lots),
        });
      }
    });
  }
}
